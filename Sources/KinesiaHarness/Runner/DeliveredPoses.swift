import KinesiaMotion
import Synchronization

/// The first pose transform of every run: passes each pose on untouched and keeps it, so the
/// runner has the provider's own poses whatever the transforms after it do.
final class DeliveredPoses: PoseStreamTransform, Sendable {
    let name = "the provider's poses, kept"
    private let kept = Mutex<[Pose]>([])

    var poses: [Pose] { kept.withLock { $0 } }

    func makeTransformer(forRun run: Int) -> any PoseTransformer { Keeper(owner: self) }

    private struct Keeper: PoseTransformer {
        let owner: DeliveredPoses

        mutating func transform(_ pose: Pose) throws -> [Pose] {
            owner.kept.withLock { $0.append(pose) }
            return [pose]
        }
    }
}
