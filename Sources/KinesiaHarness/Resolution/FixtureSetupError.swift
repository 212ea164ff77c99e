/// Why a fixture could not be set up to run (an unreadable recording, an option the
/// pipeline does not take): the fixture's status is `error`.
public struct FixtureSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String

    public init(_ message: String) { self.message = message }

    public var description: String { message }
}
