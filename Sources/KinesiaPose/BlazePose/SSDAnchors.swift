/// Anchor centres of the BlazePose detector (MediaPipe's SsdAnchorsCalculator with the pose
/// detection options: 224×224 input, strides 8, 16, 32, 32, 32, fixed anchor size). Layers of
/// equal stride share one grid, two anchors per layer and cell.
enum SSDAnchors {
    struct Anchor: Hashable {
        var x: Float
        var y: Float
    }

    static let inputSize = 224
    static let strides = [8, 16, 32, 32, 32]

    /// 28×28×2 + 14×14×2 + 7×7×6 = 2254 anchors, in the model's output order.
    static let pose: [Anchor] = {
        var anchors: [Anchor] = []
        var layer = 0
        while layer < strides.count {
            var sameStride = 0
            while layer + sameStride < strides.count, strides[layer + sameStride] == strides[layer] { sameStride += 1 }
            // One anchor of aspect ratio 1 and one interpolated scale per layer.
            let perCell = 2 * sameStride
            let cells = (inputSize + strides[layer] - 1) / strides[layer]
            for y in 0..<cells {
                for x in 0..<cells {
                    let anchor = Anchor(x: (Float(x) + 0.5) / Float(cells), y: (Float(y) + 0.5) / Float(cells))
                    anchors.append(contentsOf: repeatElement(anchor, count: perCell))
                }
            }
            layer += sameStride
        }
        return anchors
    }()
}
