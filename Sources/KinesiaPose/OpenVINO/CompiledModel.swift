import COpenVINO

/// Owns a model compiled for a device; makes the requests that run it.
///
/// Sendable because OpenVINO's compiled model is thread-safe: any thread may make requests
/// from it (each request is then used by one thread at a time, and is not Sendable).
public final class CompiledModel: @unchecked Sendable {
    let pointer: OpaquePointer
    /// The model file it was compiled from, for error messages.
    public let path: String
    /// Kept alive for as long as anything compiled by it is.
    private let core: InferenceCore

    init(pointer: OpaquePointer, core: InferenceCore, path: String) {
        self.pointer = pointer
        self.core = core
        self.path = path
    }

    deinit { ov_compiled_model_free(pointer) }

    /// Whether the runtime imported this model from its cache folder rather than compiling it
    /// (OpenVINO's `LOADED_FROM_CACHE`): a cache that only ever compiles costs every process
    /// the compile without anyone noticing.
    package var loadedFromCache: Bool {
        var value: UnsafeMutablePointer<CChar>?
        guard ov_compiled_model_get_property(pointer, "LOADED_FROM_CACHE", &value) == OK, let value else { return false }
        defer { ov_free(value) }
        return ["YES", "TRUE", "1"].contains(String(cString: value).uppercased())
    }

    public func makeRequest() throws(OpenVINOError) -> InferRequest {
        var request: OpaquePointer?
        try checkOpenVINO(ov_compiled_model_create_infer_request(pointer, &request), "ov_compiled_model_create_infer_request", path)
        guard let request else {
            throw OpenVINOError(call: "ov_compiled_model_create_infer_request", subject: path, status: -1, message: "no request")
        }
        return InferRequest(pointer: request, model: self)
    }
}
