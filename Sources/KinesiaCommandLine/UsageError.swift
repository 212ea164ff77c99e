/// Why a command line was refused: one line, printed after the command's name.
package struct UsageError: Error, Sendable, Equatable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
