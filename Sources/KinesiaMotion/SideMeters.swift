/// The meters of the sides an exercise is measured on, and how their readings combine into one
/// (`Side.combine`). The engine measures each side itself, since each learns lengths by the
/// time since it was last seen; what asks both at once (a rescale, a pose read again) asks here.
struct SideMeters: Sendable {
    let side: Side
    var left: SideMeter?
    var right: SideMeter?

    init(_ measurement: Measurement, side: Side) {
        self.side = side
        if side != .right { left = SideMeter(measurement, side: .left) }
        if side != .left { right = SideMeter(measurement, side: .right) }
    }

    /// Joint slots the measurement reads on the measured sides.
    var required: [Int] { Array(Set((left?.required ?? []) + (right?.required ?? []))).sorted() }

    /// How often the measured sides' lengths have grown past what earlier readings used.
    var growths: Int { (left?.growths ?? 0) + (right?.growths ?? 0) }

    /// Both sides follow a body seen `factor` times as large (`SideMeter.rescale`).
    mutating func rescale(by factor: Double, sinceLearned: Bool) {
        left?.rescale(by: factor, sinceLearned: sinceLearned)
        right?.rescale(by: factor, sinceLearned: sinceLearned)
    }

    /// `points`, a pose seen earlier, read with the full lengths known now (shrunk by `factor`),
    /// remembering nothing (`SideMeter.remeasure`); nil when a side it needs is untrusted.
    func remeasure(_ points: [PosePoint], aspectRatio: Double, minimumConfidence: Double, shrunkBy factor: Double = 1) -> Double? {
        side.combine(
            left: left?.remeasure(points, aspectRatio: aspectRatio, minimumConfidence: minimumConfidence, shrunkBy: factor),
            right: right?.remeasure(points, aspectRatio: aspectRatio, minimumConfidence: minimumConfidence, shrunkBy: factor))
    }
}
