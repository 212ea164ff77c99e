/// Segment lengths and joint heights of an adult 1.75 m tall, from Drillis and Contini's
/// anthropometric ratios: the proportions the engine's reference scales assume.
public struct BodyProportions: Sendable, Hashable {
    public var height = 1.75
    public var shoulderHeight: Double { 0.818 * height }
    public var hipHeight: Double { 0.530 * height }
    public var kneeHeight: Double { 0.285 * height }
    public var ankleHeight: Double { 0.039 * height }
    public var shoulderHalfWidth: Double { 0.129 * height }
    public var hipHalfWidth: Double { 0.052 * height }
    public var upperArm: Double { 0.186 * height }
    public var forearm: Double { 0.146 * height }
    public var thigh: Double { hipHeight - kneeHeight }
    public var shank: Double { kneeHeight - ankleHeight }
    public var torso: Double { shoulderHeight - hipHeight }

    public init() {}
}
