/// How the spread calibration observes becomes a regression tolerance: how far a video's
/// poses may move from the poses its calibration pinned before the change that moved them
/// must be re-baselined as a reviewed diff (manifests/BASELINES.md).
///
///     tolerance       = k · spread + floor       (per axis, RMS over the frames)
///     shiftTolerance  = k · shift + floor        (the mean displacement's length)
///     allowedFlipRate = flipRate + flipMargin
///
/// `spread` is the largest per-axis RMS displacement of any perturbed run from the unperturbed
/// one (rerun, late start, decoder and estimator threads, instruction-set caps): what another
/// machine, thread count or starting frame moves the poses by without any change to the code.
/// The run is compared by the same statistics. The RMS catches a change that moves frames
/// further than any perturbation did; the mean catches one that moves every frame the same
/// way by less (a crop sampled half a pixel off moves every landmark by the same thousandth),
/// which another machine's differences, scattered in direction, average away: `shift` is the
/// largest mean displacement of any perturbed run. k = 3 leaves room for a machine three times as far off as the farthest
/// perturbation; the floor, 0.0005 (half a pixel of a 1000-pixel
/// picture), is five times the rounding of the pinned file's four decimals. A joint reported
/// in a frame where the pinned poses lack it, or the other way round, is a flip; the margin,
/// 0.02, is one frame in fifty.
package struct RegressionMethod: Sendable, Hashable {
    package static let defaultK = 3.0
    package static let defaultFloor = 0.0005
    package static let defaultFlipMargin = 0.02

    package var k: Double
    package var floor: Double
    package var flipMargin: Double

    package init(
        k: Double = RegressionMethod.defaultK, floor: Double = RegressionMethod.defaultFloor,
        flipMargin: Double = RegressionMethod.defaultFlipMargin
    ) {
        self.k = k
        self.floor = floor
        self.flipMargin = flipMargin
    }

    /// Rounded up to 10⁻⁵: a step ten times finer than accuracy tolerances.
    package func tolerance(spread: Double) -> Double {
        ((k * spread + floor) * 100_000).rounded(.up) / 100_000
    }

    /// Never above 1.
    package func allowedFlipRate(flipRate: Double) -> Double {
        min(1, (((flipRate + flipMargin) * 1e6).rounded() / 1e6 * 10_000).rounded(.up) / 10_000)
    }
}
