import KinesiaSupport

/// One problem with a fixture: the check that found it and what it says, without the fixture
/// id (renderers add it): `missed reps at 14.2 s and 17.9 s (counted 8 of 12)` from `count`.
public struct FixtureFailure: Sendable, Hashable, CustomStringConvertible {
    /// Nil only in results written before failures recorded their check (version 2 and older).
    public var check: FixtureCheck?
    public var message: String

    public init(_ check: FixtureCheck?, _ message: String) {
        self.check = check
        self.message = message
    }

    public var description: String { message }
}

extension Array where Element == FixtureFailure {
    /// The messages alone, as the console, JUnit and annotations print them.
    package var messages: [String] { map(\.message) }

    /// Each check that failed, once, in check order.
    public var checks: [FixtureCheck] { Set(compactMap(\.check)).sorted() }
}

// As results.json writes it (manifests/RESULTS.md): from version 3 an object, before it the
// message alone.
extension FixtureFailure {
    public var json: JSONValue { ["check": JSONValue(check?.rawValue), "message": .string(message)] }

    static let jsonKeys: JSONKeys = ["check", "message"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(try fields.optionalChoice("check", as: FixtureCheck.self), try fields.string("message"))
    }
}
