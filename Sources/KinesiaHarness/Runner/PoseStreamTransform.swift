import KinesiaMotion

/// A rewrite of the pose stream between the provider and the session: the seam where a
/// mutant drops every n-th pose, rewrites timestamps or swaps sides, where calibration
/// perturbs the input, and where a test injects nondeterminism or a hang.
///
/// The transform itself is an immutable description; each run of a fixture gets a fresh
/// `PoseTransformer` holding that run's state, so runs stay independent.
package protocol PoseStreamTransform: Sendable {
    /// A short name for results and messages, e.g. `drop every 3rd pose`.
    var name: String { get }
    /// The transformer for one run; runs are numbered from 0.
    func makeTransformer(forRun run: Int) -> any PoseTransformer
}

/// The stateful half of a `PoseStreamTransform`, used by one run only.
package protocol PoseTransformer {
    /// The poses to deliver in place of `pose`: none drops it, several insert poses.
    /// Throwing ends the stream as a broken source would.
    mutating func transform(_ pose: Pose) throws -> [Pose]
    /// Poses to deliver after the provider has ended.
    mutating func finish() throws -> [Pose]
}

extension PoseTransformer {
    package mutating func finish() throws -> [Pose] { [] }
}

/// A pose transform made of a per-pose function of the run number, the pose's index in the
/// provider's stream and the pose: covers every stateless rewrite (timestamps, sides,
/// dropping by index).
package struct PoseMapping: PoseStreamTransform {
    package let name: String
    private let body: @Sendable (_ run: Int, _ index: Int, _ pose: Pose) throws -> [Pose]

    package init(_ name: String, _ body: @escaping @Sendable (_ run: Int, _ index: Int, _ pose: Pose) throws -> [Pose]) {
        self.name = name
        self.body = body
    }

    package func makeTransformer(forRun run: Int) -> any PoseTransformer { Transformer(run: run, body: body) }

    struct Transformer: PoseTransformer {
        let run: Int
        let body: @Sendable (Int, Int, Pose) throws -> [Pose]
        var index = 0

        mutating func transform(_ pose: Pose) throws -> [Pose] {
            defer { index += 1 }
            return try body(run, index, pose)
        }
    }
}
