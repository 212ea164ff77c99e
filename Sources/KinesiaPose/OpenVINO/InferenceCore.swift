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

    /// Compiles a model file (any format OpenVINO's frontends know, here `.tflite`) for the
    /// CPU with a fixed thread count and f32 precision, so numerics never depend on
    /// scheduling or on reduced-precision kernels. With `cacheDirectory`, OpenVINO keeps the
    /// compiled blob there and, next time, imports it without reading the model.
    public func compile(modelAt path: String, threads: Int, cacheDirectory: String? = nil) throws(OpenVINOError) -> CompiledModel {
        var compiled: OpaquePointer?
        let status = kinesia_ov_compile_model_from_file(pointer, path, "\(max(1, threads))", "f32", cacheDirectory, &compiled)
        try checkOpenVINO(status, "ov_core_compile_model_from_file", path)
        guard let compiled else {
            throw OpenVINOError(call: "ov_core_compile_model_from_file", subject: path, status: -1, message: "no compiled model")
        }
        return CompiledModel(pointer: compiled, core: self, path: path)
    }

    /// The runtime's build number, e.g. `2026.4.1-…`: what a compiled blob depends on.
    public static var version: String {
        var version = ov_version_t()
        guard ov_get_openvino_version(&version) == OK else { return "unknown" }
        defer { ov_version_free(&version) }
        return version.buildNumber.map { String(cString: $0) } ?? "unknown"
    }
}
