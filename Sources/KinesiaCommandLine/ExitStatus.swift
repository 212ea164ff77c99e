/// The exit statuses every verb uses.
package enum ExitStatus {
    package static let success: Int32 = 0
    /// The command ran and found a failure (e.g. a fixture did not pass).
    package static let failure: Int32 = 1
    /// Bad usage, bad input or bad configuration.
    package static let badInput: Int32 = 2
}
