/// One landmark: a position normalized to the oriented image (x right, y down, 0…1) and
/// the model's confidence in it. Confidence 0 means the point is invalid and is never used.
public struct PosePoint: Sendable, Hashable {
    public var x: Double
    public var y: Double
    public var confidence: Double

    public init(x: Double, y: Double, confidence: Double = 1) {
        self.x = x
        self.y = y
        self.confidence = confidence
    }

    public static let absent = PosePoint(x: 0, y: 0, confidence: 0)

    public var isValid: Bool { confidence > 0 }
}
