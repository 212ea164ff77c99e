import KinesiaMotion

// Calibrating a joint's baseline from its errors is calibration's; the record itself is the
// baseline file's (Baselines/JointBaseline).
extension JointBaseline {
    /// Calibrates one joint from its errors on the unperturbed run and on each perturbed run,
    /// and the worst share of its frames a run missed it in.
    init?(
        joint: Joint, base: [(time: Double, error: KeypointErrors.Error)], perturbed: [[(time: Double, error: KeypointErrors.Error)]],
        missRate: Double, method: CalibrationMethod
    ) {
        guard base.count >= 3,
              let jitterX = RobustSpread.jitter(base.map(\.error.dx)), let jitterY = RobustSpread.jitter(base.map(\.error.dy)),
              let medianX = RobustSpread.median(base.map(\.error.dx)), let medianY = RobustSpread.median(base.map(\.error.dy))
        else { return nil }
        jitter = ((jitterX * jitterX + jitterY * jitterY) / 2).squareRoot()
        // The farthest single run: pooling would thin the spread with every run that moves nothing.
        perturbation = perturbed.map { run in
            var spread = PerturbationSpread()
            spread.add(base: base, perturbed: run)
            return spread.rms
        }.max() ?? 0
        total = (jitter * jitter + perturbation * perturbation).squareRoot()
        systematic = (medianX * medianX + medianY * medianY).squareRoot()
        worst = ([base] + perturbed).flatMap { $0.map(\.error.distance) }.max() ?? 0
        let quantile = ([base] + perturbed).compactMap { CalibrationMethod.quantile($0.map(\.error.distance)) }.max() ?? 0
        frames = base.count
        self.joint = joint
        (tolerance, bound) = method.tolerance(perturbation: perturbation, quantile: quantile)
        self.quantile = Self.recorded(quantile)
        self.missRate = Self.recorded(missRate)
        allowedMissRate = method.allowedMissRate(missRate: missRate)
        // Kept as the file records them, so a baseline equals what reading its file gives.
        (jitter, perturbation, total, systematic, worst) = (
            Self.recorded(jitter), Self.recorded(perturbation), Self.recorded(total), Self.recorded(systematic), Self.recorded(worst))
    }

    /// Variance components are recorded to 10⁻⁶: finer is noise in a review diff.
}
