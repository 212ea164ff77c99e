import KinesiaMotion

/// The largest keypoint tolerance a fixture may have without a stated reason: half its body
/// scale. A tolerance wider than half the torso passes a point on the wrong limb or the wrong
/// side of the body, so it no longer checks where the joint is, only that it is somewhere.
struct ToleranceCap: Sendable, Hashable {
    /// The cap as a share of the body scale.
    static let shareOfBodyScale = 0.5

    /// The truth's median torso length, shoulder midpoint to hip midpoint, in normalized image
    /// units, over the frames where the truth sees both shoulders and both hips.
    var bodyScale: Double
    var cap: Double { bodyScale * Self.shareOfBodyScale }

    /// Nil when the truth never sees the whole torso: no scale to cap by.
    init?(reference: [LabelledPose]) {
        let lengths = reference.compactMap { frame -> Double? in
            let seen = frame.seen
            guard let leftShoulder = seen[.leftShoulder], let rightShoulder = seen[.rightShoulder],
                  let leftHip = seen[.leftHip], let rightHip = seen[.rightHip]
            else { return nil }
            let dx = (leftShoulder.x + rightShoulder.x - leftHip.x - rightHip.x) / 2
            let dy = (leftShoulder.y + rightShoulder.y - leftHip.y - rightHip.y) / 2
            return (dx * dx + dy * dy).squareRoot()
        }
        guard let median = KeypointComparison.median(lengths.sorted()) else { return nil }
        bodyScale = median
    }

    init(bodyScale: Double) { self.bodyScale = bodyScale }

    func admits(_ tolerance: Double) -> Bool { tolerance <= cap }

    /// "0.21 (half the body scale 0.42)".
    var description: String {
        "\(NumberText.distance(cap)) (half the body scale \(NumberText.distance(bodyScale)), the truth's median torso length)"
    }
}
