import KinesiaMotion
import KinesiaSupport

/// One of `count` disjoint parts of a run. A fixture belongs to the shard its id hashes to,
/// so adding, removing or reordering fixtures never moves the others.
public struct Shard: Sendable, Hashable, CustomStringConvertible {
    /// 0-based, as Bazel's `TEST_SHARD_INDEX`.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) throws(ShardError) {
        guard count >= 1, (0..<count).contains(index) else {
            throw ShardError("a shard index must be in 0..<\(count) and the count at least 1 (got \(index) of \(count))")
        }
        self.index = index
        self.count = count
    }

    /// `I/N`, 1-based as people count: `--shard 1/2` and `--shard 2/2`.
    public init(parsing text: String) throws(ShardError) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let number = Int(parts[0]), let count = Int(parts[1]), count >= 1, (1...count).contains(number) else {
            throw ShardError("--shard expects I/N with 1 ≤ I ≤ N, e.g. 1/2 (got \"\(text)\")")
        }
        try self.init(index: number - 1, count: count)
    }

    /// Bazel's sharding variables, when both are set.
    public init?(bazelEnvironment environment: [String: String]) throws(ShardError) {
        guard let total = environment["TEST_TOTAL_SHARDS"], let index = environment["TEST_SHARD_INDEX"] else { return nil }
        guard let count = Int(total), let number = Int(index) else {
            throw ShardError("TEST_TOTAL_SHARDS and TEST_SHARD_INDEX must be integers (got \"\(total)\" and \"\(index)\")")
        }
        try self.init(index: number, count: count)
    }

    /// Whether the fixture with this id runs in this shard: the first 8 bytes of the id's
    /// SHA-256, modulo the shard count.
    public func contains(fixtureID id: String) -> Bool {
        let hasher = SHA256()
        hasher.update(Array(id.utf8))
        let prefix = hasher.finalize().prefix(8).reduce(UInt64(0)) { $0 << 8 | UInt64($1) }
        return Int(prefix % UInt64(count)) == index
    }

    /// `1/2`
    public var description: String { "\(index + 1)/\(count)" }
}

public struct ShardError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
