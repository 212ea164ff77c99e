import KinesiaSupport

/// How a video fixture's poses met the pose cache, when the run had one: read from it (a hit,
/// whose entry was written only after two runs estimated the same poses bit for bit) or
/// estimated (a miss), and whether they were then written to it.
public struct PoseCacheUse: Sendable, Hashable {
    public enum Outcome: String, Sendable, Hashable, CaseIterable {
        case hit, miss
    }

    public var outcome: Outcome
    /// The key's digest: the entry's file name, and what two runs on one footing share.
    public var key: String
    /// Whether this run wrote the entry (a miss whose runs agreed).
    public var stored: Bool
    /// Why an entry there could not be read, or this run's could not be written; nil when
    /// nothing went wrong.
    public var problem: String?

    public init(outcome: Outcome, key: String, stored: Bool = false, problem: String? = nil) {
        self.outcome = outcome
        self.key = key
        self.stored = stored
        self.problem = problem
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension PoseCacheUse {
    var json: JSONValue {
        ["outcome": .string(outcome.rawValue), "key": .string(key), "stored": .bool(stored), "problem": JSONValue(problem)]
    }

    static let jsonKeys: JSONKeys = ["outcome", "key", "stored", "problem"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            outcome: try fields.choice("outcome", as: Outcome.self), key: try fields.string("key"), stored: try fields.bool("stored"),
            problem: try fields.optionalString("problem"))
    }
}
