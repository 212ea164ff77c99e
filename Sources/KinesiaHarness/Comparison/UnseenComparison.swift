import KinesiaManifest
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// The stretches of unseen joints the engine reported against `labels.unseen`: each labelled
/// stretch must be reported naming exactly its joints, both ends within the tolerance; once
/// the label is given, a reported stretch that matches none is unexpected. Without the label
/// nothing is compared.
struct UnseenComparison {
    var failures: [FixtureFailure] = []

    init(labelled: [UnseenLabel]?, tolerance: Double, output: PipelineOutput) {
        guard let labelled else { return }
        var unmatched = output.events.compactMap { event -> UnseenStretch? in
            if case .unseen(let stretch) = event { stretch } else { nil }
        }
        for (index, label) in labelled.enumerated() {
            let match = unmatched.firstIndex { stretch in
                Set(stretch.joints) == label.joints && abs(stretch.start - label.from) <= tolerance
                    && abs(stretch.end - label.to) <= tolerance
            }
            if let match {
                unmatched.remove(at: match)
            } else {
                let span = Self.text(label.joints, from: label.from, to: label.to)
                failures.append(FixtureFailure(
                    .unseen, "\(span) not reported (labels.unseen[\(index)], ends ± \(NumberText.seconds(tolerance)))"))
            }
        }
        for stretch in unmatched {
            let span = Self.text(Set(stretch.joints), from: stretch.start, to: stretch.end)
            failures.append(FixtureFailure(.unseen, "\(span) reported, not labelled (labels.unseen)"))
        }
    }

    /// `leftAnkle, rightAnkle unseen 0.0 s–12.8 s`: the joints in the engine's order.
    private static func text(_ joints: Set<Joint>, from: Double, to: Double) -> String {
        "\(joints.sorted().map(\.rawValue).joined(separator: ", ")) unseen \(NumberText.seconds(from))–\(NumberText.seconds(to))"
    }
}
