/// Why a fixture could not be set up to run (an unreadable recording, an option the
/// pipeline does not take): the fixture's status is `error`.
package struct FixtureSetupError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
