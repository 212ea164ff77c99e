/// The keys a closed JSON object may hold, each with the format version that introduced it,
/// so a reader of several versions refuses a key in a file older than the key.
public struct JSONKeys: Sendable, Hashable, ExpressibleByArrayLiteral {
    private var keys: [Key]

    private struct Key: Sendable, Hashable {
        var name: String
        var since: Int
    }

    /// Keys every version has.
    public init(_ names: [String]) { keys = names.map { Key(name: $0, since: 1) } }

    public init(arrayLiteral names: String...) { self.init(names) }

    /// These keys and `names`, which a file holds from `version` on.
    public func adding(_ names: [String], since version: Int = 1) -> JSONKeys {
        var copy = self
        copy.keys += names.map { Key(name: $0, since: version) }
        return copy
    }

    /// Whether a file of `version` may hold `name`; any version's key when the version is unknown.
    public func contains(_ name: String, inVersion version: Int?) -> Bool {
        keys.contains { $0.name == name && $0.since <= version ?? .max }
    }

    /// The keys a file of `version` may hold, sorted, for messages.
    public func names(inVersion version: Int?) -> [String] {
        keys.filter { $0.since <= version ?? .max }.map(\.name).sorted()
    }
}
