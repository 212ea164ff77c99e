/// The session's state after the last pose, for a UI or an assertion.
public struct MotionSnapshot: Sendable, Hashable {
    public var repCount = 0
    public var unfinishedCount = 0
    /// The smoothed angle after the last usable pose.
    public var angle: Double?
    public var isMidRep = false
    public var lastRep: Rep?
    public var posesProcessed = 0
    public var posesIgnored = 0
    /// True once the provider has ended and the engine has been flushed.
    public var finished = false
}
