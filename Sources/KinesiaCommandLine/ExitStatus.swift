/// The exit statuses every verb uses.
public enum ExitStatus {
    public static let success: Int32 = 0
    /// The command ran and found a failure (e.g. a fixture did not pass).
    public static let failure: Int32 = 1
    /// Bad usage, bad input or bad configuration.
    public static let badInput: Int32 = 2
}
