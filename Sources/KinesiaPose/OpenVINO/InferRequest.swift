import COpenVINO

/// Owns one inference request: set the input tensor, run, read the outputs.
public final class InferRequest {
    let pointer: OpaquePointer
    private let model: CompiledModel

    init(pointer: OpaquePointer, model: CompiledModel) {
        self.pointer = pointer
        self.model = model
    }

    deinit { ov_infer_request_free(pointer) }

    public func setInput(_ tensor: Tensor, at index: Int) throws(OpenVINOError) {
        try checkOpenVINO(
            ov_infer_request_set_input_tensor_by_index(pointer, index, tensor.pointer),
            "ov_infer_request_set_input_tensor_by_index", "\(model.path) input \(index)")
    }

    /// Runs synchronously on the calling thread's request.
    public func infer() throws(OpenVINOError) {
        try checkOpenVINO(ov_infer_request_infer(pointer), "ov_infer_request_infer", model.path)
    }

    /// The output tensor at `index`; it shares the request's memory, so read it before the
    /// next `infer()`.
    public func output(at index: Int) throws(OpenVINOError) -> Tensor {
        var tensor: OpaquePointer?
        let subject = "\(model.path) output \(index)"
        try checkOpenVINO(
            ov_infer_request_get_output_tensor_by_index(pointer, index, &tensor),
            "ov_infer_request_get_output_tensor_by_index", subject)
        guard let tensor else {
            throw OpenVINOError(call: "ov_infer_request_get_output_tensor_by_index", subject: subject, status: -1, message: "no tensor")
        }
        return try Tensor(pointer: tensor, subject: subject)
    }
}
