/// What one joint of a fixture is held to: how far it may stray from the truth, and in how
/// many of the frames where the truth sees it the pipeline may fail to report it.
struct JointLimit: Sendable, Hashable {
    /// Normalized image distance.
    var tolerance: Double
    /// A share of the matched frames where the truth sees the joint, 0…1.
    var allowedMissRate: Double
}
