/// Combines the results of several shards (`kinesia merge`) into the results of one run:
/// fixtures back in manifest order, each exactly once.
extension RunResults {
    public static func merging(_ parts: [RunResults]) throws(MergeError) -> RunResults {
        guard let first = parts.first else { throw MergeError("nothing to merge") }
        var seen: [String: Int] = [:]
        for (partIndex, part) in parts.enumerated() {
            for fixture in part.fixtures {
                let key = fixture.manifest + "\u{0}" + fixture.id
                if let earlier = seen[key] {
                    throw MergeError("fixture \(fixture.id) (\(fixture.manifest)) is in results \(earlier + 1) and \(partIndex + 1): shards overlap")
                }
                seen[key] = partIndex
            }
        }
        let shards = parts.compactMap(\.shard)
        if shards.count == parts.count, let count = shards.first?.count, shards.allSatisfy({ $0.count == count }) {
            let missing = (0..<count).filter { index in !shards.contains { $0.index == index } }
            if !missing.isEmpty {
                throw MergeError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0 + 1)/\(count)" }.joined(separator: ", ")) missing from the merge")
            }
        }
        return RunResults(
            environment: first.environment, manifests: unique(parts.flatMap(\.manifests)), shard: nil,
            errors: unique(parts.flatMap(\.errors)),
            fixtures: parts.flatMap(\.fixtures).sorted { $0.order < $1.order })
    }

    /// Each value once, where it first appears.
    private static func unique<Value: Hashable>(_ values: [Value]) -> [Value] {
        var seen: Set<Value> = []
        return values.filter { seen.insert($0).inserted }
    }
}

public struct MergeError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
