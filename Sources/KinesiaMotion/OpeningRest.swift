/// The rest a stream opens with, while the limb lengths are not yet established. A clip cut
/// mid-rep measures its first pose with lengths learned from that pose alone, so a squat
/// already under way reads 0°, a rest. The opening rest is kept to be measured again once
/// the lengths have grown, and the first rep started from it is held until the lengths are
/// established (`RepEngine` decides): still a rest then, the rep counts; no rest, the stream
/// began inside that rep and it is a partial start.
struct OpeningRest: Sendable {
    /// The first rep started from the opening rest, already judged both ways at its end.
    struct HeldRep: Sendable {
        /// What it gives when the opening was a rest: a completed or rejected rep, its verdicts.
        var judged: [RepEvent]
        var counts: Bool
        /// What it is when the opening was no rest.
        var partial: PartialStart
    }

    /// How long the lengths must go without growing while the angle reads a rest before they
    /// count as established (seconds): the slow length average's time constant is a third of a
    /// second, so by then a person standing taller than the first poses showed has grown them.
    static let settling = 1.0

    /// The first usable pose: a movement under way then began before it.
    private(set) var firstTime: Double?
    /// The opening's lowest reading, where it was read. Of equal readings the later is kept: a
    /// measurement pinned at its limit (0° with a segment at least as long as ever seen) is
    /// best known from the latest, longest length.
    private(set) var points = KeptPoints()
    private var minimum = Double.infinity
    /// Set once a movement began: the opening is over and its rest no longer changes.
    private(set) var movementBegun = false
    var held: HeldRep?
    /// Since when the angle has read a rest with the lengths not growing.
    private var quietSince: Double?
    private var growths = 0

    /// Notes a usable pose's reading; `resting` when it reads on the rest side of the start
    /// threshold outside any movement.
    mutating func note(_ angle: Double, resting: Bool, at time: Double, smoothed: [PosePoint], slots: [Int], aspectRatio: Double) {
        if firstTime == nil { firstTime = time }
        guard resting, !movementBegun, angle <= minimum else { return }
        minimum = angle
        points.keep(smoothed, slots: slots, aspectRatio: aspectRatio)
    }

    mutating func beginMovement() {
        movementBegun = true
    }

    /// Whether the lengths are established after this pose (`resting` as for `note`; `growths`:
    /// how often they have grown).
    mutating func lengthsEstablished(resting: Bool, growths: Int, at time: Double) -> Bool {
        guard resting else {
            quietSince = nil
            return false
        }
        if growths != self.growths {
            self.growths = growths
            quietSince = time
        }
        let since = quietSince ?? time
        quietSince = since
        return time - since >= Self.settling
    }
}
