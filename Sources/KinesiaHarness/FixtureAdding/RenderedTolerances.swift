import KinesiaManifest
import KinesiaMotion

/// The keypoint tolerances a rendered fixture's entry starts from (`kinesia render`), read off
/// the render's truth: the pose model must find every joint the truth sees near where the
/// renderer drew it. Joints the truth marks hidden are not compared in the frames they are
/// hidden in (`LabelledPose.seenFromConfidence`), so they need no tolerance of their own.
package enum RenderedTolerances {
    /// A visible joint may stray this share of the standing figure's height in any frame.
    package static let visibleShareOfFigure = 0.08
    /// Degrees a rep's peak may differ from the truth's until `kinesia calibrate` measures the
    /// fixture's own (`PeakCalibration`): above what the gate's rendered fixtures calibrate to,
    /// up to 20° for jumping jacks from the front, which the pose model reads about 18° under
    /// the truth. The one above it, push-ups side-on from hip height read 23° deep, says why.
    package static let peak = 23.0
    /// A rep whose truth peaks this close to a form rule's limit gets no verdict label: the
    /// smallest peak tolerance (`PeakCalibration.floor`) decides it either way.
    package static let verdictMargin = PeakCalibration.floor

    package static func tolerances(figureHeight: Double) -> Tolerances {
        Tolerances(keypoints: .inline(all: keypoint(figureHeight: figureHeight), joints: [:]))
    }

    /// `figureHeight` is a share of the picture's height; the tolerance is kept to 10⁻³.
    static func keypoint(figureHeight: Double) -> Double { (visibleShareOfFigure * figureHeight * 1000).rounded() / 1000 }
}
