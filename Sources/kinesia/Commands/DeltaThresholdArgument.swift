import KinesiaCommandLine
import KinesiaResults

/// `--fail-on count`, `--fail-on keypoint=0.01`, …: parsed with the command line.
extension DeltaThreshold: ArgumentValue {
    public init?(argument: String) {
        do { try self.init(parsing: argument) } catch { return nil }
    }

    public static var expectation: String { "one of \(spellings)" }
    public static var placeholder: String { "CONDITION" }
}
