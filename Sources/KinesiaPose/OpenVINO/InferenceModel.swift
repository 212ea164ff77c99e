import COpenVINO

/// Owns a model read from a file, before compilation.
public final class InferenceModel {
    let pointer: OpaquePointer
    let path: String

    init(pointer: OpaquePointer, path: String) {
        self.pointer = pointer
        self.path = path
    }

    deinit { ov_model_free(pointer) }
}
