import KinesiaResults
import KinesiaSupport

/// Accumulates one stage's digest: each item's canonical bytes into a running SHA-256.
final class StageHasher {
    private let hasher = SHA256()
    private(set) var count = 0

    /// `items` is how many of the stage's items the bytes hold.
    func add(_ bytes: CanonicalBytes, items: Int = 1) {
        hasher.update(bytes.bytes)
        count += items
    }

    func finish() -> StageDigest { StageDigest(digest: Hex.string(hasher.finalize()), count: count) }
}
