import COpenVINO

/// Owns an OpenVINO core: reads models and compiles them for the CPU.
public final class InferenceCore {
    let pointer: OpaquePointer

    public init() throws(OpenVINOError) {
        var core: OpaquePointer?
        try checkOpenVINO(ov_core_create(&core), "ov_core_create", "the CPU runtime")
        guard let core else { throw OpenVINOError(call: "ov_core_create", subject: "the CPU runtime", status: -1, message: "no core") }
        pointer = core
    }

    deinit { ov_core_free(pointer) }

    /// Reads a model file (any format OpenVINO's frontends know, here `.tflite`).
    public func readModel(at path: String) throws(OpenVINOError) -> InferenceModel {
        var model: OpaquePointer?
        try checkOpenVINO(ov_core_read_model(pointer, path, nil, &model), "ov_core_read_model", path)
        guard let model else { throw OpenVINOError(call: "ov_core_read_model", subject: path, status: -1, message: "no model") }
        return InferenceModel(pointer: model, path: path)
    }

    /// Compiles for the CPU with a fixed thread count and f32 precision, so numerics never
    /// depend on scheduling or on reduced-precision kernels.
    public func compile(_ model: InferenceModel, threads: Int) throws(OpenVINOError) -> CompiledModel {
        var compiled: OpaquePointer?
        let threadValue = String(max(1, threads))
        let status = threadValue.withCString { threadString in
            "f32".withCString { precision in
                let properties = [
                    ov_property_t(key: kinesia_ov_key_inference_num_threads(), value: threadString),
                    ov_property_t(key: kinesia_ov_key_inference_precision(), value: precision),
                ]
                return ov_core_compile_model_props(pointer, model.pointer, "CPU", properties.count, properties, &compiled)
            }
        }
        try checkOpenVINO(status, "ov_core_compile_model_props", model.path)
        guard let compiled else {
            throw OpenVINOError(call: "ov_core_compile_model_props", subject: model.path, status: -1, message: "no compiled model")
        }
        return CompiledModel(pointer: compiled, core: self, path: model.path)
    }
}
