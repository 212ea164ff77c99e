import KinesiaMotion

/// The keypoint tolerances a rendered fixture's entry starts from (`kinesia render`), read off
/// the render's truth: the pose model must find every visible joint near where the renderer
/// drew it, and every hidden one at all.
public enum RenderedTolerances {
    /// Hidden joints are the model's guesses: only their presence is checked.
    public static let hidden = 0.6
    /// A visible joint may stray this share of the standing figure's height in any frame.
    public static let visibleShareOfFigure = 0.08
    /// Degrees a rep's peak may differ from the truth's until `kinesia calibrate` measures the
    /// fixture's own (`PeakCalibration`): above the largest the gate's rendered fixtures were
    /// calibrated to, 21.5° for jumping jacks from the front, which the pose model reads
    /// about 20° under the truth.
    public static let peak = 23.0
    /// A rep whose truth peaks this close to a form rule's limit gets no verdict label: the
    /// smallest peak tolerance (`PeakCalibration.floor`) decides it either way.
    public static let verdictMargin = PeakCalibration.floor

    public static func tolerances(figureHeight: Double, truth: Recording) -> FixtureEntry.Tolerances {
        FixtureEntry.Tolerances(
            keypoint: keypoint(figureHeight: figureHeight),
            joints: Dictionary(uniqueKeysWithValues: hiddenJoints(in: truth).map { ($0, hidden) }))
    }

    /// `figureHeight` is a share of the picture's height; the tolerance is kept to 10⁻³.
    static func keypoint(figureHeight: Double) -> Double { (visibleShareOfFigure * figureHeight * 1000).rounded() / 1000 }

    /// Joints the truth marks hidden (a confidence under 0.5, not 0) in at least one frame.
    static func hiddenJoints(in truth: Recording) -> [Joint] {
        Joint.allCases.filter { joint in
            truth.poses.contains { pose in pose[joint].map { $0.confidence > 0 && $0.confidence < 0.5 } ?? false }
        }
    }
}
