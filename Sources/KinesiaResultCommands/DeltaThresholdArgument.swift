import KinesiaCommandLine
import KinesiaResults

/// `--fail-on count`, `--fail-on keypoint=0.01`, …: parsed with the command line.
extension DeltaThreshold: ArgumentValue {
    package init?(argument: String) {
        do { try self.init(parsing: argument) } catch { return nil }
    }

    package static var expectation: String { "one of \(spellings)" }
    package static var placeholder: String { "CONDITION" }
}
