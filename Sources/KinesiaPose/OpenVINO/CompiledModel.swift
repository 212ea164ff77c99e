import COpenVINO

/// Owns a model compiled for a device; makes the requests that run it.
public final class CompiledModel {
    let pointer: OpaquePointer
    let path: String
    /// Kept alive for as long as anything compiled by it is.
    private let core: InferenceCore

    init(pointer: OpaquePointer, core: InferenceCore, path: String) {
        self.pointer = pointer
        self.core = core
        self.path = path
    }

    deinit { ov_compiled_model_free(pointer) }

    public func makeRequest() throws(OpenVINOError) -> InferRequest {
        var request: OpaquePointer?
        try checkOpenVINO(ov_compiled_model_create_infer_request(pointer, &request), "ov_compiled_model_create_infer_request", path)
        guard let request else {
            throw OpenVINOError(call: "ov_compiled_model_create_infer_request", subject: path, status: -1, message: "no request")
        }
        return InferRequest(pointer: request, model: self)
    }
}
