import KinesiaCommandLine
import KinesiaRender
import KinesiaSynthetic

/// `--step-back SCALE[:SECONDS]`: the person first seen SCALE times larger, back at their place
/// after SECONDS (1 when not given).
extension StepBack: ArgumentValue {
    package init?(argument: String) {
        guard let step = Self.parse(argument, scales: Self.backScales) else { return nil }
        self = step
    }

    package static var expectation: String {
        "SCALE[:SECONDS]: how much larger the person is first seen (1.05–3), and the seconds they take to step back (0.1–10, default 1)"
    }

    package static var placeholder: String { "SCALE[:SECONDS]" }

    /// A scale under 1 is a step the other way: named so.
    package static func refusal(of argument: String) -> String? {
        guard parse(argument, scales: forwardScales) != nil else { return nil }
        return "a person first seen smaller than at their place steps forward to it: --step-forward \(argument)"
    }

    /// `SCALE[:SECONDS]` with SCALE in `scales`, SECONDS 1 when not given.
    static func parse(_ argument: String, scales: ClosedRange<Double>) -> StepBack? {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let scale = Double(parts[0]), scales.contains(scale) else { return nil }
        let seconds = parts.count == 2 ? Double(parts[1]) : 1
        guard let seconds, durations.contains(seconds) else { return nil }
        return StepBack(scale: scale, seconds: seconds)
    }
}

/// `--step-forward SCALE[:SECONDS]`: the person first seen at SCALE times their size (under 1:
/// farther away), at their place after SECONDS (1 when not given). The same move as
/// `--step-back`, the other way.
struct StepForward: ArgumentValue {
    let step: StepBack

    init?(argument: String) {
        guard let step = StepBack.parse(argument, scales: StepBack.forwardScales) else { return nil }
        self.step = step
    }

    static var expectation: String {
        "SCALE[:SECONDS]: how small the person is first seen, as a share of their size at their place (0.34–0.95), and the seconds they take to walk up to it (0.1–10, default 1)"
    }

    static var placeholder: String { "SCALE[:SECONDS]" }

    /// A scale over 1 is a step the other way: named so.
    static func refusal(of argument: String) -> String? {
        guard StepBack.parse(argument, scales: StepBack.backScales) != nil else { return nil }
        return "a person first seen larger than at their place steps back to it: --step-back \(argument)"
    }
}
