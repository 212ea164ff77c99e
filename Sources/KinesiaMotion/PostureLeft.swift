/// A stretch in which the body was out of its exercise's posture (up off the floor after
/// push-ups, bent over to pick something up after squats): the set ended there, and motion
/// in it was neither counted nor judged; a movement under way when the posture was left is
/// dropped with it.
public struct PostureLeft: Sendable, Hashable {
    /// The posture's name ("plank", "upright", "seated").
    public let posture: String
    /// The first pose judged out of posture.
    public let start: Double
    /// The first pose back in posture, or the stream's last pose.
    public let end: Double
    /// Whether the stream ended out of posture.
    public let untilEnd: Bool
}
