/// The poses a movement has read at its top (within `RepEngine.peakPlateau` of its peak), kept
/// so that where the hold began can be found again when the lengths grow. A stand read before
/// the standing height is known reads 180° while the body is still rising; once the height has
/// grown, only the poses that reach it are the top. Remeasuring the kept poses times the hold
/// from the first that does, where restarting it at the growth would time a stand whose
/// height is still being learned near its end.
///
/// Keeps the required slots of each pose in one flat array, reserved once, so a hold of a
/// few seconds allocates nothing after the first.
struct PeakHold: Sendable {
    private let slots: [Int]
    private var times: [Double] = []
    private var aspectRatios: [Double] = []
    private var points: [PosePoint] = []
    /// A whole pose, rebuilt from the flat array to be measured again.
    private var scratch = KeptPoints()

    init(slots: [Int]) {
        self.slots = slots
    }

    /// A new peak: the hold starts again from this pose.
    mutating func restart(_ smoothed: [PosePoint], aspectRatio: Double, at time: Double) {
        times.removeAll(keepingCapacity: true)
        aspectRatios.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
        add(smoothed, aspectRatio: aspectRatio, at: time)
    }

    /// A pose within the plateau of the peak.
    mutating func add(_ smoothed: [PosePoint], aspectRatio: Double, at time: Double) {
        times.append(time)
        aspectRatios.append(aspectRatio)
        for slot in slots { points.append(smoothed[slot]) }
    }

    /// The hold as the lengths known now read it: its peak, the pose it was read at, and when
    /// the hold was first reached and last held (where `holds` that peak). The poses before it
    /// was reached are let go. Nil when no kept pose can be read.
    mutating func reread(
        holds: (_ reading: Double, _ peak: Double) -> Bool, _ read: (KeptPoints) -> Double?
    ) -> (peak: Double, pose: KeptPoints, reached: Double, held: Double)? {
        var readings: [Double?] = []
        readings.reserveCapacity(times.count)
        var best: (index: Int, reading: Double)?
        for index in times.indices {
            let reading = read(pose(index))
            readings.append(reading)
            if let reading, reading > best?.reading ?? -.infinity { best = (index, reading) }
        }
        guard let best else { return nil }
        let within = { (reading: Double?) in reading.map { holds($0, best.reading) } ?? false }
        let first = readings.firstIndex(where: within)!, last = readings.lastIndex(where: within)!
        let peakPose = pose(best.index)
        let reached = times[first], held = times[last]
        times.removeFirst(first)
        aspectRatios.removeFirst(first)
        points.removeFirst(first * slots.count)
        return (best.reading, peakPose, reached, held)
    }

    private mutating func pose(_ index: Int) -> KeptPoints {
        let base = index * slots.count
        scratch.keep(slots: slots, values: points[base..<(base + slots.count)], aspectRatio: aspectRatios[index])
        return scratch
    }
}
