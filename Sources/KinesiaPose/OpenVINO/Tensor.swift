import COpenVINO

/// Owns an f32 tensor: either allocated here for an input or handed out by a request for an
/// output. Element access goes through `floats`, a view valid while the tensor lives.
public final class Tensor {
    let pointer: OpaquePointer
    /// The tensor's elements, row-major in the order of `shape`.
    package let floats: UnsafeMutableBufferPointer<Float>
    public let shape: [Int]

    /// A new zero-filled f32 tensor of `shape`.
    public convenience init(shape: [Int]) throws(OpenVINOError) {
        let subject = "a tensor of shape \(shape)"
        var cShape = ov_shape_t()
        let dims = shape.map { Int64($0) }
        try checkOpenVINO(ov_shape_create(Int64(dims.count), dims, &cShape), "ov_shape_create", subject)
        defer { ov_shape_free(&cShape) }
        var tensor: OpaquePointer?
        try checkOpenVINO(ov_tensor_create(F32, cShape, &tensor), "ov_tensor_create", subject)
        guard let tensor else { throw OpenVINOError(call: "ov_tensor_create", subject: subject, status: -1, message: "no tensor") }
        try self.init(pointer: tensor, subject: subject)
        floats.update(repeating: 0)
    }

    /// Takes ownership of `pointer` (freed in deinit even when this throws).
    init(pointer: OpaquePointer, subject: String) throws(OpenVINOError) {
        self.pointer = pointer
        var type = DYNAMIC
        var cShape = ov_shape_t()
        var data: UnsafeMutableRawPointer?
        var count = 0
        var error: OpenVINOError?
        do {
            try checkOpenVINO(ov_tensor_get_element_type(pointer, &type), "ov_tensor_get_element_type", subject)
            try checkOpenVINO(ov_tensor_get_shape(pointer, &cShape), "ov_tensor_get_shape", subject)
            try checkOpenVINO(ov_tensor_get_size(pointer, &count), "ov_tensor_get_size", subject)
            try checkOpenVINO(ov_tensor_data(pointer, &data), "ov_tensor_data", subject)
        } catch let thrown {
            error = thrown
        }
        shape = (0..<Int(cShape.rank)).map { Int(cShape.dims[$0]) }
        ov_shape_free(&cShape)
        floats = UnsafeMutableBufferPointer(start: data?.assumingMemoryBound(to: Float.self), count: data == nil ? 0 : count)
        if let error { throw error }
        if type != F32 {
            throw OpenVINOError(call: "ov_tensor_get_element_type", subject: subject, status: -1, message: "element type \(type.rawValue) is not f32")
        }
    }

    deinit { ov_tensor_free(pointer) }
}
