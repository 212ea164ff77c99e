import KinesiaMotion

/// Accumulates one stage's digest: each item's canonical bytes into a running SHA-256.
struct StageHasher {
    private var hasher = SHA256()
    private(set) var count = 0

    /// `items` is how many of the stage's items the bytes hold.
    mutating func add(_ bytes: CanonicalBytes, items: Int = 1) {
        hasher.update(bytes.bytes)
        count += items
    }

    consuming func finish() -> StageDigest {
        let count = self.count
        return StageDigest(digest: Hex.string(hasher.finalize()), count: count)
    }
}
