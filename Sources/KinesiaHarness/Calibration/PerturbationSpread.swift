/// How far a perturbation moves the keypoint error: the per-axis RMS change of the error
/// between the unperturbed run and a perturbed run, frame by frame on the labelled frames
/// both matched. Accumulated over runs it is a joint's `perturbation`; over joints, one
/// perturbation's spread, which `kinesia calibrate` prints.
struct PerturbationSpread: Sendable, Hashable {
    private var squares = 0.0
    /// Labelled frames compared (per joint, summed).
    private(set) var frames = 0

    typealias Errors = [(time: Double, error: KeypointErrors.Error)]

    /// Compares one joint's errors on a perturbed run with the unperturbed run's, by labelled time.
    mutating func add(base: Errors, perturbed: Errors) {
        let byTime = Dictionary(perturbed.map { ($0.time, $0.error) }, uniquingKeysWith: { first, _ in first })
        for (time, error) in base {
            guard let other = byTime[time] else { continue }
            squares += ((other.dx - error.dx) * (other.dx - error.dx) + (other.dy - error.dy) * (other.dy - error.dy)) / 2
            frames += 1
        }
    }

    /// 0 when no frame was compared.
    var rms: Double { frames == 0 ? 0 : (squares / Double(frames)).squareRoot() }
}
