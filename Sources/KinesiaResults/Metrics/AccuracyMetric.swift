import KinesiaSupport

/// The accuracy measures the report, `kinesia compare` and the trends show, each with the
/// definition the report prints (definitions differ across the literature). Every one is a
/// per-fixture value (`FixtureMetrics`) averaged over the fixtures that have it.
package enum AccuracyMetric: String, Sendable, Hashable, CaseIterable {
    case repExactRate, repMAE, offByOneRate, repTimeError, keypointError, pck, oks, deterministicRate, seconds

    package var title: String {
        switch self {
        case .repExactRate: "rep count exact"
        case .repMAE: "rep count MAE"
        case .offByOneRate: "off by at most one"
        case .repTimeError: "rep time error"
        case .keypointError: "keypoint error"
        case .pck: "PCK@0.2"
        case .oks: "OKS"
        case .deterministicRate: "deterministic"
        case .seconds: "time per fixture"
        }
    }

    package var definition: String {
        switch self {
        case .repExactRate: "share of fixtures whose completed-rep count equals the labelled count"
        case .repMAE: "mean over fixtures of |counted − labelled| / labelled completed reps (fixtures labelled with at least one rep)"
        case .offByOneRate: "share of fixtures whose count is within one rep of the label (|counted − labelled| ≤ 1)"
        case .repTimeError: "mean over fixtures of the mean |counted − labelled| peak time of matched reps, in seconds (fixtures with labelled times)"
        case .keypointError: "mean over fixtures of the mean Euclidean distance between detected and labelled keypoints, in normalized image units (x / width, y / height), over every compared frame and joint"
        case .pck: "mean over fixtures of the share of compared keypoints within 0.2 × the torso size (the truth's median shoulder-midpoint-to-hip-midpoint length)"
        case .oks: "mean over fixtures of the per-frame OKS-style score Σ exp(−d² / (2 s² k²)) / n, s the torso size, k COCO's per-joint constants"
        case .deterministicRate: "share of fixtures whose runs were bit-identical at every stage"
        case .seconds: "mean wall-clock seconds per fixture (all its runs)"
        }
    }

    /// Whether a larger value is an improvement: what makes a move a regression.
    package var higherIsBetter: Bool {
        switch self {
        case .repExactRate, .offByOneRate, .pck, .oks, .deterministicRate: true
        case .repMAE, .repTimeError, .keypointError, .seconds: false
        }
    }

    /// Wall-clock time moves with the machine: shown, never a regression by itself.
    package var judged: Bool { self != .seconds }

    /// A difference of two values, signed: rates in percentage points.
    package func formatChange(_ change: Double) -> String {
        switch self {
        case .repExactRate, .offByOneRate, .pck, .deterministicRate, .repMAE: NumberText.signed(change * 100, places: 1) + " pp"
        case .oks: NumberText.signed(change, places: 3)
        case .repTimeError, .seconds: NumberText.secondsChange(change, places: 3)
        case .keypointError: NumberText.signed(change, places: 4)
        }
    }

    /// The value as the report prints it.
    package func format(_ value: Double) -> String {
        switch self {
        case .repExactRate, .offByOneRate, .pck, .deterministicRate, .repMAE: NumberText.percent(value)
        case .oks: NumberText.fixed(value, places: 3)
        case .repTimeError, .seconds: NumberText.seconds(value, places: 3)
        case .keypointError: NumberText.fixed(value, places: 4)
        }
    }
}
