import COpenVINO
import Foundation

/// Owns an OpenVINO core: reads models and compiles them for the CPU.
///
/// Sendable because OpenVINO's core is thread-safe (its documentation: "ov::Core ... can be
/// used from several threads"); what it compiles is shared by the pipelines of one process.
public final class InferenceCore: @unchecked Sendable {
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
    /// depend on scheduling or on reduced-precision kernels. With `cacheDirectory`, OpenVINO
    /// keeps the compiled blob there and imports it instead of compiling next time.
    public func compile(_ model: InferenceModel, threads: Int, cacheDirectory: String? = nil) throws(OpenVINOError) -> CompiledModel {
        var compiled: OpaquePointer?
        let texts: [String] = ["\(max(1, threads))", "f32", cacheDirectory ?? ""]
        let values = texts.map { strdup($0) }
        defer { values.forEach { free($0) } }
        guard values.allSatisfy({ $0 != nil }) else {
            throw OpenVINOError(call: "strdup", subject: model.path, status: -1, message: "out of memory")
        }
        var properties = [
            ov_property_t(key: kinesia_ov_key_inference_num_threads(), value: values[0]),
            ov_property_t(key: kinesia_ov_key_inference_precision(), value: values[1]),
        ]
        if cacheDirectory != nil { properties.append(ov_property_t(key: kinesia_ov_key_cache_dir(), value: values[2])) }
        let status = ov_core_compile_model_props(pointer, model.pointer, "CPU", properties.count, properties, &compiled)
        try checkOpenVINO(status, "ov_core_compile_model_props", model.path)
        guard let compiled else {
            throw OpenVINOError(call: "ov_core_compile_model_props", subject: model.path, status: -1, message: "no compiled model")
        }
        return CompiledModel(pointer: compiled, core: self, path: model.path)
    }

    /// The runtime's build number, e.g. `2026.4.1-…`: what a compiled blob depends on.
    public static var version: String {
        var version = ov_version_t()
        guard ov_get_openvino_version(&version) == OK else { return "unknown" }
        defer { ov_version_free(&version) }
        return version.buildNumber.map { String(cString: $0) } ?? "unknown"
    }
}
