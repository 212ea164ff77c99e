import KinesiaCommandLine
import KinesiaRender
import KinesiaSynthetic

/// `--step-back SCALE[:SECONDS]`: the person first seen SCALE times larger, back at their place
/// after SECONDS (1 when not given).
extension StepBack: ArgumentValue {
    package init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let scale = Double(parts[0]), Self.scales.contains(scale) else { return nil }
        let seconds = parts.count == 2 ? Double(parts[1]) : 1
        guard let seconds, Self.durations.contains(seconds) else { return nil }
        self.init(scale: scale, seconds: seconds)
    }

    package static var expectation: String {
        "SCALE[:SECONDS]: how much larger the person is first seen (1.05–3), and the seconds they take to step back (0.1–10, default 1)"
    }

    package static var placeholder: String { "SCALE[:SECONDS]" }
}
