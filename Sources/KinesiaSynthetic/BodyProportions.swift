/// Segment lengths and joint heights of an adult 1.75 m tall, from Drillis and Contini's
/// anthropometric ratios: the proportions the engine's reference scales assume.
/// `legScale` and `armScale` lengthen or shorten the limbs of a body of the same torso.
public struct BodyProportions: Sendable, Hashable {
    public var height = 1.75
    public var legScale = 1.0
    public var armScale = 1.0
    // A scale of exactly 1 leaves every length bit-identical to the unscaled ratios.
    public var shoulderHeight: Double { 0.818 * height + (legScale - 1) * 0.530 * height }
    public var hipHeight: Double { 0.530 * height * legScale }
    public var kneeHeight: Double { 0.285 * height * legScale }
    public var ankleHeight: Double { 0.039 * height * legScale }
    public var shoulderHalfWidth: Double { 0.129 * height }
    public var hipHalfWidth: Double { 0.052 * height }
    public var upperArm: Double { 0.186 * height * armScale }
    public var forearm: Double { 0.146 * height * armScale }
    public var thigh: Double { hipHeight - kneeHeight }
    public var shank: Double { kneeHeight - ankleHeight }
    public var torso: Double { shoulderHeight - hipHeight }

    public init() {}

    public init(height: Double, legScale: Double = 1, armScale: Double = 1) {
        self.height = height
        self.legScale = legScale
        self.armScale = armScale
    }
}
