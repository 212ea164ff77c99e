import KinesiaMotion
import KinesiaSupport

/// The largest keypoint tolerance a fixture may have without a stated reason: half its body
/// scale. A tolerance wider than half the torso passes a point on the wrong limb or the wrong
/// side of the body, so it no longer checks where the joint is, only that it is somewhere.
struct ToleranceCap: Sendable, Hashable {
    /// The cap as a share of the body scale.
    static let shareOfBodyScale = 0.5

    /// The truth's median torso length, shoulder midpoint to hip midpoint, in normalized image
    /// units, over the frames where the truth sees both shoulders and both hips. A truth that
    /// never sees the whole torso (a push-up filmed head-on hides the hips) is measured on its
    /// hidden labels instead: a rendered truth knows where a covered joint is, and a fixture
    /// whose torso is never in sight must not escape the cap for it. PCK and OKS
    /// (`KeypointAccuracy`) are scaled by it too: the midpoints do not depend on which side
    /// faces the camera, and the median not on one frame's lean.
    var bodyScale: Double
    /// Whether `bodyScale` comes from hidden labels.
    var fromHiddenLabels = false
    var cap: Double { bodyScale * Self.shareOfBodyScale }

    /// Nil when the truth never labels the whole torso: no scale to cap by.
    init?(reference: [LabelledPose]) {
        if let seen = Self.medianTorso(reference.map(\.seen)) {
            bodyScale = seen
        } else if let labelled = Self.medianTorso(reference.map { $0.points.filter { $0.value.isValid } }) {
            (bodyScale, fromHiddenLabels) = (labelled, true)
        } else {
            return nil
        }
    }

    init(bodyScale: Double) { self.bodyScale = bodyScale }

    private static func medianTorso(_ frames: [[Joint: PosePoint]]) -> Double? {
        let lengths = frames.compactMap { points -> Double? in
            guard let leftShoulder = points[.leftShoulder], let rightShoulder = points[.rightShoulder],
                  let leftHip = points[.leftHip], let rightHip = points[.rightHip]
            else { return nil }
            let dx = (leftShoulder.x + rightShoulder.x - leftHip.x - rightHip.x) / 2
            let dy = (leftShoulder.y + rightShoulder.y - leftHip.y - rightHip.y) / 2
            return (dx * dx + dy * dy).squareRoot()
        }
        return KeypointComparison.median(lengths.sorted())
    }

    func admits(_ tolerance: Double) -> Bool { tolerance <= cap }

    /// "0.21 (half the body scale 0.42)".
    var description: String {
        "\(NumberText.distance(cap)) (half the body scale \(NumberText.distance(bodyScale)), the truth's median torso length"
            + (fromHiddenLabels ? ", from its hidden labels: it never sees the whole torso)" : ")")
    }
}
