/// Combines the results of several shards (`kinesia merge`) into the results of one run:
/// fixtures back in manifest order, each exactly once.
///
/// The merge proves the parts are one sharding and complete before it combines them: every
/// part is a finished shard of the same count over the same manifests, no shard is missing or
/// repeated, and every fixture sits in the shard its id hashes to. Shard 2/2 and shard 3/3 are
/// not half of anything, and a merge of them would pass a run that never ran some fixtures.
extension RunResults {
    /// `names` name the parts in messages (their files); "results 1", "results 2"… otherwise.
    public static func merging(_ parts: [RunResults], names: [String]? = nil) throws(MergeError) -> RunResults {
        guard let first = parts.first else { throw MergeError("nothing to merge") }
        let name = { (index: Int) in names.map { $0[index] } ?? "results \(index + 1)" }
        for (index, part) in parts.enumerated() {
            if let signal = part.interrupted {
                throw MergeError("\(name(index)) is from a run interrupted by \(signal): it does not hold its whole shard")
            }
        }
        var seen: [String: Int] = [:]
        for (partIndex, part) in parts.enumerated() {
            for fixture in part.fixtures {
                let key = fixture.manifest + "\u{0}" + fixture.id
                if let earlier = seen[key] {
                    throw MergeError("fixture \(fixture.id) (\(fixture.manifest)) is in \(name(earlier)) and \(name(partIndex)): shards overlap")
                }
                seen[key] = partIndex
            }
        }
        try checkOneCompleteSharding(parts, name: name)
        return RunResults(
            environment: first.environment, manifests: unique(parts.flatMap(\.manifests)), shard: nil,
            errors: unique(parts.flatMap(\.errors)),
            fixtures: parts.flatMap(\.fixtures).sorted { $0.order < $1.order })
    }

    private static func checkOneCompleteSharding(_ parts: [RunResults], name: (Int) -> String) throws(MergeError) {
        let unsharded = parts.indices.filter { parts[$0].shard == nil }
        if parts.count == 1, unsharded.count == 1 { return }
        if let index = unsharded.first {
            throw MergeError("\(name(index)) is not a shard (it has no shard count): only the shards of one run can be merged")
        }
        let count = parts[0].shard!.count
        if let index = parts.indices.first(where: { parts[$0].shard!.count != count }) {
            throw MergeError("\(name(index)) is shard \(parts[index].shard!) but \(name(0)) is shard \(parts[0].shard!): they are not one sharding")
        }
        var holders: [Int: Int] = [:]
        for (index, part) in parts.enumerated() {
            let shard = part.shard!
            if let earlier = holders[shard.index] {
                throw MergeError("\(name(earlier)) and \(name(index)) are both shard \(shard)")
            }
            holders[shard.index] = index
            if part.manifests != parts[0].manifests {
                throw MergeError("\(name(index)) ran \(part.manifests.joined(separator: ", ")) but \(name(0)) ran \(parts[0].manifests.joined(separator: ", ")): not one run")
            }
            if let stray = part.fixtures.first(where: { !shard.contains(fixtureID: $0.id) }) {
                throw MergeError("\(name(index)) holds fixture \(stray.id), which belongs to another shard than \(shard): not one sharding")
            }
        }
        let missing = (0..<count).filter { holders[$0] == nil }
        if !missing.isEmpty {
            throw MergeError("shard\(missing.count == 1 ? "" : "s") \(missing.map { "\($0 + 1)/\(count)" }.joined(separator: ", ")) missing from the merge")
        }
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
