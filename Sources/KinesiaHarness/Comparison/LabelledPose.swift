import KinesiaMotion

/// True keypoints at one instant: a hand-labelled frame or a reference recording's pose.
struct LabelledPose: Sendable {
    /// A label's confidence from which the truth sees its joint. Below it (a rendered or
    /// synthetic truth writes 0.3 for a covered joint) the point is the truth's own guess at a
    /// joint nobody could see: it is not compared in that frame. Confidence 0 is no label.
    static let seenFromConfidence = 0.5

    var time: Double
    var points: [Joint: PosePoint]

    /// The points the truth sees in this frame: the only ones compared.
    var seen: [Joint: PosePoint] { points.filter { $0.value.confidence >= Self.seenFromConfidence } }

    /// Joints labelled in this frame but hidden from the truth.
    var hidden: [Joint] { points.filter { $0.value.isValid && $0.value.confidence < Self.seenFromConfidence }.map(\.key) }
}
