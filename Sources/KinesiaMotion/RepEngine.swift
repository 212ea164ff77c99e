/// Counts repetitions of one exercise from a stream of poses. A pure, synchronous value:
/// the same poses always give the same events, whatever the machine or the speed they
/// arrive at, because every duration comes from pose timestamps.
public struct RepEngine: Sendable {
    public let definition: ExerciseDefinition
    public let side: Side

    /// The share of each new joint position at 30 fps (see `Smoothing`); 1 turns smoothing
    /// off. Starts at the definition's. Set it before the first pose: changing it restarts
    /// the filters.
    public var smoothing: Double {
        didSet { resetFilters() }
    }

    /// Counted repetitions so far. A squat or lunge begun just after the stream's first rest is
    /// counted only when the next rep starts or the stream ends (see `openingRest`).
    public private(set) var count = 0
    /// Repetitions reported unfinished at end of stream.
    public private(set) var unfinishedCount = 0
    /// Stretches out of the exercise's posture so far, each reported once it ended (at the
    /// first pose back in posture, or at `finish()`).
    public private(set) var postureLeft: [PostureLeft] = []
    /// The range and duration the set's counted reps have taught so far.
    private var norm = SetNorm()
    /// The largest jump of one reading (`ReadingJump`) in the rest the next movement starts
    /// from: since the last movement's peak, the way down included (a dip of a frame or two
    /// ends a movement and starts the next from the bottom of the dip).
    private var jumpSinceMovement = 0.0
    /// The smoothed angle after the last usable pose.
    public private(set) var angle: Double?
    public var isMidRep: Bool { if case .moving = phase { true } else { false } }

    private struct Movement: Sendable {
        var start: Double
        var restMinimum: Double
        var peak: Double
        /// When the peak was first reached and last held (within `peakPlateau`): a movement
        /// that holds its top, or reads its full 180° for a while, peaks in the middle.
        var peakReached: Double
        var peakHeld: Double
        var peakTime: Double { (peakReached + peakHeld) / 2 }
        var sidesAtPeak: (left: Double?, right: Double?)
        /// The lowest angle since the peak, and when: where the rep ended if the angle rises
        /// again without having crossed the end threshold.
        var trough: Double
        var troughTime: Double
        /// `lengthGrowths` when the peak was read: a peak read with lengths since outgrown (a
        /// stand read as complete before the standing height was known) is measured again.
        var peakGrowths: Int
        /// Started from the stream's first rest before it lasted `openingRest`: counted only
        /// once lengths learned later still read that rest as one (see `held`).
        var fromShortOpening = false
        /// Started from the set's first rest, whose lengths (`restLengths`) its rest was read
        /// with: re-reading its peak with them reads it with lengths older than its own.
        var fromFirstRest = false
        /// The largest jump of one reading in the rest the movement started from and on its way
        /// up to its peak (`ReadingJump`): whether a glitch could have made its range. A jump
        /// since the peak makes neither the peak nor that rest.
        var largestJump = 0.0
        /// The same since the peak: the rest the next movement starts from, folded into
        /// `largestJump` when the movement rises past its peak.
        var largestJumpSincePeak = 0.0
        /// The largest spike (`PendingJump`) read at the peak, until a higher peak.
        var peakSpike = 0.0
        /// The jump the movement is judged by (`RepAdmission`): the largest on its way up, or a
        /// spike read at its peak, however soon the next reading took it back. The jumps since
        /// the peak are not its.
        var judgedJump: Double { max(largestJump, peakSpike) }
        /// Since when the angle has stayed `restedDepth` under the peak, if it has, and whether
        /// it has stayed there `restedTime` since the peak.
        var restedSince: Double?
        var rested = false
    }

    private enum Phase: Sendable {
        case resting(minimum: Double)
        case moving(Movement)
        /// Inside a movement whose start the stream never showed.
        case joinedMidway(Movement)
    }

    private var meters: SideMeters
    /// The meters as they stood at the last of the lowest readings of the set's first rest: the
    /// lengths that rest was read with, by its end (a rest read at 0° pose after pose is not read
    /// with the one pose's lengths its first 0° had). A limb seen longer at the top than hanging
    /// (a raise seen from below the shoulder, the more so held there) lengthens the learned
    /// lengths, and every later rest read with them reads bent; read with these, it reads as the
    /// first rest did.
    private var restLengths: SideMeters?
    /// Set when the first movement starts from rest: `restLengths` no longer changes.
    private var firstRestRead = false
    /// Joint slots the measurement reads on the measured sides.
    private let required: [Int]
    /// The required slots and those the posture reads: every slot smoothed.
    private let smoothedSlots: [Int]
    /// The smoothed position of each smoothed joint, with the latest confidence; other
    /// slots stay absent. Updated in place: processing a pose allocates nothing.
    private var smoothed: [PosePoint]
    private var posture: PostureMeter
    /// The body's scale against the learned lengths: a body that shrinks as a whole shrinks them.
    /// Outside an upright posture (`Posture.keepsTorsoUpright`) only once it has lasted a second.
    private var bodyScale: BodyScale
    /// The body's size (`BodyScale.size`) when the last rep was counted: a set is done where
    /// the person was when they counted it.
    private var sizeAtRep: Double?
    /// When the stretch out of posture under way began: the first pose judged out.
    private var outOfPosture: Double?
    /// Set when the posture is left; cleared by the first reading on the rest side of the start
    /// threshold, since a movement already under way when the posture came back began outside it.
    private var awaitingRest = false
    private var lastSeen: [Double]
    private var filter: Smoothing
    private var lengthSmoothing = Smoothing(weight: SideMeter.lengthWeight)
    private var leftMeasured: Double?
    private var rightMeasured: Double?
    /// Where the rest minimum, the peak and the trough were read: the rest is measured again
    /// when its rep completes, the peak whenever the lengths grow during the movement.
    private var restPoints = KeptPoints()
    private var peakPoints = KeptPoints()
    /// The poses of the peak's plateau, to find where it was reached when lengths grow.
    private var peakHold: PeakHold
    private var troughPoints = KeptPoints()
    private var phase = Phase.resting(minimum: .infinity)
    /// Whether the angle has been read on the rest side of the start threshold: a stream whose
    /// first readings are above it began inside a movement.
    private var restSeen = false
    /// When the stream's first rest reading was made, until a movement starts: see `openingRest`.
    private var openingRestFrom: Double?
    /// A rep complete but not yet counted: it started from a short opening rest, or the stream
    /// opened inside it, and the lengths known at the next start, or at the end of the stream,
    /// read its opening again against the rest it came back to.
    private var held: (movement: Movement, end: Double, rest: KeptPoints, peak: KeptPoints, openedInside: Bool)?
    /// Every pose of the stream's first rest, until a movement starts within `openingRest` of
    /// it: a held rep's opening rest is read again as the most rest-like of them, since one pose
    /// at the very start (its joints not yet smoothed) can read jitter as a bend. The only
    /// allocation after the first pose, and only in the stream's first half second.
    private var openingPoses: [KeptPoints] = []
    /// The rest a held rep came back to, kept at the latest of its lowest readings (a rest read
    /// at 0° with lengths still growing is kept as it stands, not as it began).
    private var returnedRest = KeptPoints()
    /// The first pose's timestamp, usable or not.
    private var streamStart: Double?
    /// The stretch of poses ignored for want of joints so far, and which joints were missing.
    /// The joints as bits by ordinal, so that an ignored pose allocates nothing.
    private var unseen: (first: Double, last: Double, joints: UInt64)?
    private var previous: (time: Double, angle: Double)?
    /// The reading that moved the smoothed angle to `previous` (`ReadingJump.reading`), when the
    /// pose before it was read too.
    private var lastReading: (time: Double, value: Double)?
    /// The last usable reading's jump, settled at the next one (`PendingJump`).
    private var pendingJump: PendingJump?
    private var lastTimestamp = -Double.infinity

    /// A joint unseen for longer than this restarts from its raw position instead of
    /// gliding from where it was last seen.
    static let smoothingGap = 0.5

    /// Angles this close to the peak count as holding it (degrees; a drop's in height, see
    /// `Measurement.holds`): a rep's time is the middle of the stretch held within it, and a
    /// label's time is the same quantity on the truth.
    public static let peakPlateau = 0.5

    /// How soon after the stream's first pose (usable or not) a first reading above the start
    /// threshold means the stream began inside a movement (seconds): a frame or two of a
    /// detector finding its person. A person first measured later, after frames that showed no
    /// one, may have started a rep in those frames.
    static let streamOpening = 0.1

    /// When the measurement's first poses read as rest whatever they are
    /// (`Measurement.firstPosesReadAsRest`), a rep that starts less than this after the stream's
    /// first rest reading (seconds) is held until the next rep starts or the stream ends, and
    /// counted only if that rest still reads as one with the lengths known then. A clip that
    /// opens inside a squat reads its first, bent pose as standing: going on down from there,
    /// and back up to it, looks like a squat from rest until she stands up.
    static let openingRest = 0.5

    /// Seen at under this share of the size the body had at the set's last counted rep, the
    /// person has left their place in depth (at 3 m from the camera, 0.75 m farther back), as
    /// walking straight away after the set does within a second; back over `returnedSize`, they
    /// are in it again. Nobody drifts that far during a set, and a step back after pressing
    /// record comes before the first rep.
    static let leftSize = 0.8
    static let returnedSize = 0.9

    /// A stretch of ignored poses at least this long (seconds) is reported: long enough that a
    /// frame or two of a limb lost is not, short enough for a person to learn to step back.
    static let reportedUnseen = 0.5

    /// How far the angle must rise again from a rep's trough to start the next rep there:
    /// the gap between the thresholds, so the same jitter that cannot cross both cannot split a rep.
    private var reboundRise: Double { definition.startThreshold - definition.endThreshold }

    /// How far a movement must come back from its peak and stay, `restedTime`, never having
    /// crossed the end threshold, before rising again makes it two, when it came back less than
    /// the minimum range: a third of its own rise, never under the floor's range. A person may
    /// rest above the thresholds (UI-PRMD m03 s07's incorrect lunges rest at 50–65°, never
    /// standing out of the split stance, and rise to 90–125°: their first rep comes back 60 % of
    /// its rise), while a pose model's dip inside a rep lasts a few readings.
    private func restedDepth(_ movement: Movement) -> Double {
        max(definition.floor.range, (movement.peak - movement.restMinimum) / 3)
    }

    /// How long (seconds) a movement stays `restedDepth` under its peak to have rested there.
    /// Over every real counted rep of the nightly and the gate (2,939), a stretch that far under
    /// the peak and followed by a rise of the floor's range lasts at most 0.43 s inside a rep
    /// (uiprmd-s08-m05-sit-to-stand-correct-yaw0-waist); the real rests this rule ends reps at
    /// last over 1.2 s (at 1.6 s two UI-PRMD lunge sets lose a rep).
    static let restedTime = 0.8

    public init(definition: ExerciseDefinition, side: Side? = nil) {
        self.definition = definition
        self.side = side ?? definition.defaultSide
        smoothing = definition.smoothing
        filter = Smoothing(weight: definition.smoothing)
        meters = SideMeters(definition.measurement, side: self.side)
        required = meters.required
        peakHold = PeakHold(slots: required)
        posture = PostureMeter(definition.posture)
        bodyScale = BodyScale(trustsRest: definition.posture.keepsTorsoUpright)
        smoothedSlots = Array(Set(required + posture.slots + bodyScale.slots)).sorted()
        smoothed = Array(repeating: .absent, count: Joint.allCases.count)
        lastSeen = Array(repeating: -.infinity, count: Joint.allCases.count)
    }

    private mutating func resetFilters() {
        filter = Smoothing(weight: smoothing)
    }

    /// Feeds one pose; returns what it caused, usually nothing.
    public mutating func process(_ pose: Pose) -> [RepEvent] {
        let time = pose.timestamp
        guard time >= lastTimestamp else {
            return [.ignored(IgnoredPose(time: time, reason: .timestampOutOfOrder))]
        }
        let interval = time - lastTimestamp
        lastTimestamp = time
        if streamStart == nil { streamStart = time }
        smoothPoints(of: pose, interval: interval)
        if let factor = bodyScale.shrink(smoothed, aspectRatio: pose.aspectRatio, at: time, minimumConfidence: definition.minimumConfidence) {
            // A plank's rest is never asked: it would not be believed (`BodyScale.trustsRest`).
            // A shrink read at rest is followed as the lengths are learned, every length by it;
            // one followed a second late, by each length only what the body shrank since that
            // length was learned. A head-on plank's arms first seen half a second into a step back
            // from 1.5× (pushUp-0deg-hip-5reps-steps-back-1.5) were learned at about 0.8 of the
            // size the body's scale is read against; shrunk by the whole step (0.65) they came out
            // a fifth short, and the first push-up read straighter and was lost. Asked of every
            // follow, the reading's noise at rest moved UI-PRMD's raised arms by up to 10°,
            // further from the truth.
            // Only a pose that reads standing with every learned length shrunk shows the shrink is
            // the body's. The bottom of a squat seen from the front foreshortens every segment the
            // scale reads, a shrink the pose makes and undoes, and so does a seat with the torso
            // leaning toward a camera in front; a person stepping back stands, or comes back to
            // standing, shrunk.
            let readAtRest = bodyScale.trustsRest && definition.readsStanding(
                meters.remeasure(smoothed, aspectRatio: pose.aspectRatio, minimumConfidence: definition.minimumConfidence, shrunkBy: factor))
            if readAtRest || bodyScale.hasLingered(at: time) {
                let shrinkingSince = bodyScale.shrunkSince
                bodyScale.rescale(by: factor)
                meters.rescale(by: factor, sinceLearned: !readAtRest)
                restLengths?.rescale(by: factor, sinceLearned: !readAtRest)
                posture.rescale(by: factor)
                if let shrinkingSince { forgetMovement(madeByShrinkSince: shrinkingSince) }
            }
        }
        // Each side's full lengths move by the time since that side was last measured.
        let leftUpdate = lengthUpdate(since: leftMeasured, at: time)
        let left = meters.left?.measure(smoothed, aspectRatio: pose.aspectRatio, update: leftUpdate, bodyScale: bodyScale.reading, minimumConfidence: definition.minimumConfidence)
        if left != nil { leftMeasured = time }
        let rightUpdate = lengthUpdate(since: rightMeasured, at: time)
        let right = meters.right?.measure(smoothed, aspectRatio: pose.aspectRatio, update: rightUpdate, bodyScale: bodyScale.reading, minimumConfidence: definition.minimumConfidence)
        if right != nil { rightMeasured = time }
        judgePosture(at: time, aspectRatio: pose.aspectRatio)
        guard let angle = side.combine(left: left, right: right) else {
            noteUnseen(at: time)
            return [.ignored(IgnoredPose(time: time, reason: .missingJoints))]
        }
        let seen = endUnseen(at: time)
        guard outOfPosture == nil else {
            previous = (time, angle)
            return seen + [.ignored(IgnoredPose(time: time, reason: .outOfPosture))]
        }
        self.angle = angle
        defer { previous = (time, angle) }
        return seen + advance(angle: angle, at: time, aspectRatio: pose.aspectRatio, sides: (left, right))
    }

    /// The phase's step for one usable pose.
    private mutating func advance(angle: Double, at time: Double, aspectRatio: Double, sides: (left: Double?, right: Double?)) -> [RepEvent] {
        let jump = readingJump(to: angle, at: time)
        let settled = pendingJump.map { ($0, $0.kept(after: jump)) }
        pendingJump = jump
        switch phase {
        case .resting(let minimum):
            if let (last, kept) = settled {
                // A spike that lowered the rest lowered the next movement's start.
                jumpSinceMovement = max(jumpSinceMovement, last.angle <= minimum ? last.size : kept)
            }
            if angle < minimum {
                restPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
            }
            if angle <= minimum, !firstRestRead { restLengths = meters }
            if held != nil, angle <= minimum { returnedRest.keep(smoothed, slots: required, aspectRatio: aspectRatio) }
            guard angle > definition.startThreshold else {
                phase = .resting(minimum: min(minimum, angle))
                if !restSeen { openingRestFrom = time }
                if let from = openingRestFrom, definition.measurement.firstPosesReadAsRest, time - from <= Self.openingRest {
                    var kept = KeptPoints()
                    kept.keep(smoothed, slots: required, aspectRatio: aspectRatio)
                    openingPoses.append(kept)
                }
                restSeen = true
                awaitingRest = false
                return []
            }
            // Back in posture mid-movement: its start was out of posture.
            guard !awaitingRest else { return [] }
            let fromShortOpening = definition.measurement.firstPosesReadAsRest
                && openingRestFrom.map { time - $0 <= Self.openingRest } ?? false
            openingRestFrom = nil
            if !fromShortOpening, held == nil { openingPoses = [] }
            guard restSeen || time - (streamStart ?? time) > Self.streamOpening else {
                // Already above the start threshold as the stream began: followed like a rep,
                // reported as a partial start, unless it falls back to rest without leaving the
                // thresholds' band, the lengths learned later show that the first poses were a
                // rest after all (a set that starts seated), or the rest it comes back to holds
                // the opening within the thresholds' band (`end`, `settleHeld`).
                phase = .joinedMidway(Movement(
                    start: time, restMinimum: min(minimum, angle), peak: angle, peakReached: time, peakHeld: time,
                    sidesAtPeak: sides, trough: angle, troughTime: time, peakGrowths: lengthGrowths))
                keepPeak(aspectRatio, at: time)
                return []
            }
            let start = crossing(of: definition.startThreshold, at: time, angle: angle)
            let fromFirstRest = !firstRestRead
            firstRestRead = true
            phase = .moving(Movement(
                start: start, restMinimum: min(minimum, angle), peak: angle, peakReached: time, peakHeld: time, sidesAtPeak: sides,
                trough: angle, troughTime: time, peakGrowths: lengthGrowths, fromShortOpening: fromShortOpening,
                fromFirstRest: fromFirstRest, largestJump: jumpSinceMovement))
            keepPeak(aspectRatio, at: time)
            return settleHeld(returnedTo: returnedRest) + [.started(at: start)]
        case .moving(var movement), .joinedMidway(var movement):
            var joined = if case .joinedMidway = phase { true } else { false }
            if let (last, kept) = settled {
                if last.time == movement.peakReached {
                    // The jump into the peak: not since it.
                    movement.largestJump = max(movement.largestJump, kept)
                    movement.peakSpike = max(movement.peakSpike, last.size)
                } else {
                    let jump = last.time == movement.troughTime ? last.size : kept
                    movement.largestJumpSincePeak = max(movement.largestJumpSincePeak, jump)
                }
            }
            if joined, angle <= definition.startThreshold, movement.peak < definition.startThreshold + reboundRise {
                // Back on the rest side without ever leaving the thresholds' band: the first
                // poses were a rest read a little high (a lunge's stance), not a rep under way.
                phase = .resting(minimum: angle)
                restSeen = true
                restPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
                return []
            }
            if joined, movement.peakGrowths != lengthGrowths, let rest = remeasured(restPoints), rest <= definition.startThreshold {
                // The lengths known now read the first poses as a rest: the start was seen.
                joined = false
                restSeen = true
                movement.restMinimum = min(movement.restMinimum, rest)
            }
            if movement.peak - angle >= restedDepth(movement) {
                let since = movement.restedSince ?? time
                movement.restedSince = since
                if time - since >= Self.restedTime { movement.rested = true }
            } else {
                movement.restedSince = nil
            }
            let cameBack = movement.peak - movement.trough >= definition.minimumRange && angle >= movement.trough + reboundRise
                && !ReadingJump.couldMake(range: movement.peak - movement.trough, largest: max(movement.largestJumpSincePeak, jump.size))
            let restedAndRose = movement.rested && angle >= movement.trough + definition.floor.range
            if cameBack || restedAndRose {
                // Came back the rep's whole range and is rising again, never having crossed the
                // end threshold (a squat that rises straight into the next one), over more than
                // one reading's jump could make (a pose model losing the limb for a reading at the
                // top makes a dip no body makes: UI-PRMD s06's squats at 45°), or rested well
                // under its peak and rose again by what jitter cannot: the rep ended at the
                // trough, and the next starts there, from that rest (after a rest, the way down
                // is not the next movement's rest).
                restSeen = true
                let events = end(movement, at: movement.troughTime, joined: joined) + settleHeld(returnedTo: troughPoints) + [.started(at: movement.troughTime)]
                phase = .moving(Movement(
                    start: movement.troughTime, restMinimum: movement.trough, peak: angle, peakReached: time, peakHeld: time,
                    sidesAtPeak: sides, trough: angle, troughTime: time, peakGrowths: lengthGrowths,
                    largestJump: cameBack ? max(movement.judgedJump, movement.largestJumpSincePeak) : movement.largestJumpSincePeak))
                swap(&restPoints, &troughPoints)
                keepPeak(aspectRatio, at: time)
                return events
            }
            if movement.peakGrowths != lengthGrowths {
                movement.peakGrowths = lengthGrowths
                var hold = peakHold
                if let top = hold.reread(holds: definition.measurement.holds, { remeasured($0) }) {
                    movement.peak = top.peak
                    movement.peakReached = top.reached
                    movement.peakHeld = top.held
                    peakPoints = top.pose
                }
                peakHold = hold
            }
            switch definition.measurement.position(of: angle, against: movement.peak) {
            case .above:
                movement.peak = angle
                movement.peakReached = time
                movement.peakHeld = time
                movement.sidesAtPeak = sides
                movement.trough = angle
                movement.troughTime = time
                movement.largestJump = max(movement.largestJump, movement.largestJumpSincePeak)
                movement.largestJumpSincePeak = 0
                movement.peakSpike = 0
                movement.rested = false
                keepPeak(aspectRatio, at: time)
            case .on:
                if angle > movement.peak {
                    movement.peak = angle
                    movement.sidesAtPeak = sides
                    peakPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
                }
                movement.peakHeld = time
                peakHold.add(smoothed, aspectRatio: aspectRatio, at: time)
            case .under:
                break
            }
            if angle < movement.trough {
                movement.trough = angle
                movement.troughTime = time
                troughPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
            }
            guard angle < definition.endThreshold else {
                phase = joined ? .joinedMidway(movement) : .moving(movement)
                return []
            }
            // Back at rest: what follows starts from a rest the stream showed, reached by this
            // movement's way down (a dip of a frame or two ends it and starts the next).
            restSeen = true
            jumpSinceMovement = movement.largestJumpSincePeak
            let events = end(movement, at: crossing(of: definition.endThreshold, at: time, angle: angle), joined: joined)
            phase = .resting(minimum: angle)
            restPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
            returnedRest.keep(smoothed, slots: required, aspectRatio: aspectRatio)
            return events
        }
    }

    /// Ends the stream: a repetition still under way is reported unfinished, never counted,
    /// unless it had already come back its whole range (`completeRange`); a movement risen from
    /// its rest by less than the floor's range is none. Calling it again reports nothing more.
    public mutating func finish() -> [RepEvent] {
        let seen = endUnseen(at: unseen?.last ?? lastTimestamp)
        if let start = outOfPosture {
            outOfPosture = nil
            postureLeft.append(PostureLeft(posture: definition.posture.name, start: start, end: lastTimestamp, untilEnd: true))
        }
        return seen + settleHeld(returnedTo: returnedRest) + finishMovement()
    }

    /// Judges the posture on this pose's smoothed points: leaving it drops the movement under
    /// way and ends the set; coming back (`Posture.returnMargin` inside its limits) ends the
    /// stretch. A pose the posture cannot judge changes nothing.
    private mutating func judgePosture(at time: Double, aspectRatio: Double) {
        var judged = posture.judge(
            smoothed, aspectRatio: aspectRatio, at: time, minimumConfidence: definition.minimumConfidence, returning: outOfPosture != nil)
        if let sizeAtRep, bodyScale.size < (outOfPosture == nil ? Self.leftSize : Self.returnedSize) * sizeAtRep {
            // Walked away from the camera: the hips need not cross the picture.
            judged = false
        }
        switch (judged, outOfPosture) {
        case (false?, nil):
            outOfPosture = time
            phase = .resting(minimum: .infinity)
            awaitingRest = true
        case (true?, let start?):
            outOfPosture = nil
            postureLeft.append(PostureLeft(posture: definition.posture.name, start: start, end: time, untilEnd: false))
        default:
            break
        }
    }

    /// How far a movement still under way when the stream ends must have come back (or, for a set
    /// that ends at the top, risen) to be a whole rep: the exercise's minimum range, or less where
    /// this person's counted reps span less (`SetNorm`).
    private var completeRange: Double { min(definition.minimumRange, norm.minimumRange(definition)) }

    private mutating func finishMovement() -> [RepEvent] {
        if case .joinedMidway(let movement) = phase {
            phase = .resting(minimum: angle ?? .infinity)
            return [.partialStart(partial(movement, end: nil))]
        }
        guard case .moving(let movement) = phase else { return [] }
        phase = .resting(minimum: angle ?? .infinity)
        if movement.peak - movement.trough >= completeRange {
            // The stream ended on the way back, the rep's whole range already returned (the
            // range this person's reps span, not the exercise's: a set resting partway, as a
            // lunge's split stance does, comes back less): done, only the end threshold was never
            // reached (the person went on to something else).
            return end(movement, at: movement.troughTime, joined: false) + settleHeld(returnedTo: troughPoints)
        }
        if definition.setEndsAtPeak, movement.peak - movement.restMinimum >= completeRange, let angle,
            angle > definition.startThreshold {
            // Still up at the end, the whole range risen from the rest: the set ended at the
            // top (standing, the last rise from the chair done), the rep complete on reaching it
            // and lasting as long as it held the top, as a rep that came down again does.
            return end(movement, at: movement.peakHeld, joined: false) + settleHeld(returnedTo: troughPoints)
        }
        if movement.peak - movement.restMinimum < definition.floor.range {
            // Risen from its rest by no more than jitter makes: no movement to report (a rest
            // read a little high as the lengths still settle, drifting over the start threshold).
            return []
        }
        unfinishedCount += 1
        return [.unfinished(UnfinishedRep(
            start: movement.start, peakTime: movement.peakTime, peak: Angles.quantized(movement.peak),
            lastTime: previous?.time ?? movement.peakTime))]
    }

    /// Extends the stretch of ignored poses with the joints this one lacked.
    private mutating func noteUnseen(at time: Double) {
        let trusted = definition.minimumConfidence
        var missing: UInt64 = 0
        for ordinal in required where smoothed[ordinal].confidence < trusted { missing |= 1 << UInt64(ordinal) }
        if var stretch = unseen {
            stretch.last = time
            stretch.joints |= missing
            unseen = stretch
        } else {
            unseen = (time, time, missing)
        }
    }

    /// Ends the stretch of ignored poses at `time` (the next usable pose, or the stream's last
    /// pose): reported when it lasted `reportedUnseen`.
    private mutating func endUnseen(at time: Double) -> [RepEvent] {
        guard let stretch = unseen else { return [] }
        unseen = nil
        guard time - stretch.first >= Self.reportedUnseen else { return [] }
        let joints = Joint.allCases.filter { stretch.joints & (1 << UInt64($0.ordinal)) != 0 }
        return [.unseen(UnseenStretch(joints: joints, start: stretch.first, end: time))]
    }

    /// A new peak is also where the trough starts.
    private mutating func keepPeak(_ aspectRatio: Double, at time: Double) {
        peakPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
        peakHold.restart(smoothed, aspectRatio: aspectRatio, at: time)
        troughPoints.keep(smoothed, slots: required, aspectRatio: aspectRatio)
    }

    /// How often the measured sides' lengths have grown past what earlier readings used.
    private var lengthGrowths: Int { meters.growths }

    /// A body seen shrinking reads as bent until its lengths follow it, a plank's only a second
    /// late (`BodyScale.trustsRest`): a movement begun since the shrink began whose peak, read
    /// with the lengths followed, is no movement at all was the shrink's, and is forgotten. A rep
    /// made during the step keeps its depth read so. The rest before the forgotten movement, read
    /// with the lengths followed, is still the rest: a push-up already on its way down as a plank's
    /// shrink is followed (a second late) rises from it, not from the reading it was forgotten at.
    private mutating func forgetMovement(madeByShrinkSince shrinkStart: Double) {
        guard case .moving(let movement) = phase, movement.start >= shrinkStart,
            let peak = remeasured(peakPoints), peak <= definition.startThreshold
        else { return }
        phase = .resting(minimum: remeasured(restPoints) ?? .infinity)
    }

    /// The moment `kept` measured with the lengths known now (or those of `meters`); nil when
    /// its joints were untrusted.
    private func remeasured(_ kept: KeptPoints, with meters: SideMeters? = nil) -> Double? {
        (meters ?? self.meters).remeasure(kept.points, aspectRatio: kept.aspectRatio, minimumConfidence: definition.minimumConfidence)
    }

    /// The range of the rep completing now: its peak over the rest before it, each pair read with
    /// one set of lengths: as they were read, with the lengths known now, or with those the set's
    /// first rest was read with (`restLengths`: lengths learned at a raise's top read every later
    /// rest raised); whichever makes the larger range. A rest read with other lengths than its
    /// peak measures the lengths' difference as movement: in UI-PRMD s04's lunges from the front,
    /// whose lengths are learned longer after the first rest, a 15° sway after a rep read as 45°
    /// with its rest read with the first rest's lengths (5.5°) and its peak with the longer ones.
    private func range(of movement: Movement, from rest: KeptPoints, peak: KeptPoints) -> Double {
        var range = movement.peak - movement.restMinimum
        for lengths in [meters, movement.fromFirstRest ? nil : restLengths] {
            guard let lengths, let rest = remeasured(rest, with: lengths), let peak = remeasured(peak, with: lengths) else { continue }
            range = max(range, peak - rest)
        }
        return range
    }

    private mutating func lengthUpdate(since last: Double?, at time: Double) -> SideMeter.LengthUpdate {
        guard let last else { return .first }
        return SideMeter.LengthUpdate(after: time - last, smoothing: &lengthSmoothing)
    }

    /// Moves each smoothed joint's position toward this pose's. Smoothing points
    /// rather than the angle keeps jitter out of the measurement's nonlinear steps.
    private mutating func smoothPoints(of pose: Pose, interval: Double) {
        let time = pose.timestamp
        let share = filter.share(after: interval)
        let filter = self.filter
        let required = self.smoothedSlots
        let trusted = definition.minimumConfidence
        pose.slots.withUnsafeBufferPointer { slots in
            smoothed.withUnsafeMutableBufferPointer { smoothed in
                lastSeen.withUnsafeMutableBufferPointer { lastSeen in
                    for ordinal in required {
                        let point = slots[ordinal]
                        // A point the measurement would not trust (a hidden limb's guess) must
                        // not drag the smoothed position either: it stays where it was last seen.
                        guard point.isValid, point.confidence >= trusted else {
                            smoothed[ordinal].confidence = 0
                            continue
                        }
                        let gap = time - lastSeen[ordinal]
                        lastSeen[ordinal] = time
                        if gap > Self.smoothingGap {
                            smoothed[ordinal] = point
                        } else {
                            let weight = gap == interval ? share : filter.uncachedShare(after: gap)
                            smoothed[ordinal].x += weight * (point.x - smoothed[ordinal].x)
                            smoothed[ordinal].y += weight * (point.y - smoothed[ordinal].y)
                            smoothed[ordinal].confidence = point.confidence
                        }
                    }
                }
            }
        }
    }

    /// When the angle crossed `threshold` between the previous pose and this one, by linear
    /// interpolation; durations then do not depend on the frame rate.
    private func crossing(of threshold: Double, at time: Double, angle: Double) -> Double {
        guard let previous, previous.angle != angle else { return time }
        let fraction = (threshold - previous.angle) / (angle - previous.angle)
        return previous.time + min(1, max(0, fraction)) * (time - previous.time)
    }

    /// How far the reading jumped since the previous one (`ReadingJump`), the smoothing undone.
    private mutating func readingJump(to angle: Double, at time: Double) -> PendingJump {
        guard let previous, time > previous.time else {
            lastReading = nil
            return PendingJump(size: 0, rising: true, reading: nil, time: time, angle: angle)
        }
        let share = filter.share(after: time - previous.time)
        let reading = ReadingJump.reading(from: previous.angle, to: angle, share: share)
        defer { lastReading = reading.map { (time, $0) } }
        var size = ReadingJump.size(step: angle - previous.angle, share: share)
        if let reading, let lastReading, lastReading.time == previous.time { size = min(size, abs(reading - lastReading.value)) }
        return PendingJump(size: size, rising: angle >= previous.angle, reading: reading, time: time, angle: angle)
    }

    /// A movement back at rest: judged and maybe counted, or a partial start when the stream
    /// never showed its start. A movement the stream opened inside is held, as one from a short
    /// opening rest is, and judged against the rest it comes back to (`settleHeld`): a first
    /// frame taken as the rep begins reads the rest a little high (UI-PRMD s05's hanging arm
    /// reads 47° at 45°, over the 45° start). Not where the rest is a seat the measurement reads
    /// far from 0° (sit to stand: the start threshold and the seated rest add up past 180°, so
    /// no opening would read as inside a rep).
    private mutating func end(_ movement: Movement, at end: Double, joined: Bool) -> [RepEvent] {
        if joined, !definition.measurement.restsAtFullLength { return [.partialStart(partial(movement, end: end))] }
        if joined || movement.fromShortOpening {
            held = (movement, end, restPoints, peakPoints, joined)
            return []
        }
        return complete(movement, end: end, rest: restPoints, peak: peakPoints)
    }

    /// The held rep counted, or reported as a partial start when the lengths known now read the
    /// rest it started from beyond the start threshold above the rest it came back to
    /// (`returned`): the stream began inside the rep. Read against that rest, not against 0°, the
    /// opening is judged with the same lengths and the same jitter as the set's own rests; and
    /// read at the most rest-like of its poses, since the very first ones are not yet smoothed.
    /// A rep the stream opened inside that counts rose from that rest, not from the opening.
    private mutating func settleHeld(returnedTo returned: KeptPoints) -> [RepEvent] {
        guard let held else { return [] }
        self.held = nil
        let opening = openingPoses.compactMap { remeasured($0) }.min() ?? remeasured(held.rest)
        openingPoses = []
        let returnedRest = remeasured(returned)
        if let opening, opening > definition.startThreshold + max(0, returnedRest ?? 0) {
            return [.partialStart(partial(held.movement, end: held.end))]
        }
        var movement = held.movement
        if held.openedInside, let returnedRest { movement.restMinimum = min(movement.restMinimum, returnedRest) }
        return complete(movement, end: held.end, rest: held.rest, peak: held.peak)
    }

    private func partial(_ movement: Movement, end: Double?) -> PartialStart {
        PartialStart(firstTime: movement.start, peakTime: movement.peakTime, peak: Angles.quantized(movement.peak), end: end)
    }

    /// A movement back at rest judged (`RepAdmission`): rejected, or counted, a rep short of the
    /// range or quicker than the duration the set has taught so far (`SetNorm`) with its verdict.
    private mutating func complete(_ movement: Movement, end: Double, rest: KeptPoints, peak peakPose: KeptPoints) -> [RepEvent] {
        let peak = Angles.quantized(movement.peak)
        let duration = end - movement.start
        let range = self.range(of: movement, from: rest, peak: peakPose)
        let rejection = RepAdmission(definition: definition).rejection(range: range, duration: duration, largestJump: movement.judgedJump)
        if let (kind, measured, limit) = rejection {
            let rejected = RejectedRep(start: movement.start, peakTime: movement.peakTime, end: end, peak: peak, reason: kind)
            return [.rejected(rejected), .verdict(FormVerdict(kind: kind, rep: nil, time: movement.peakTime, measured: measured, limit: limit))]
        }
        count += 1
        // A plank's size follows the body only a second late; nobody walks away in one.
        if definition.posture.keepsTorsoUpright { sizeAtRep = bodyScale.size }
        var events: [RepEvent] = [.completed(Rep(number: count, start: movement.start, peakTime: movement.peakTime, end: end, peak: peak, range: Angles.quantized(range),
            judgedByMinimums: RepAdmission.judgedByMinimums(range: range, largestJump: movement.judgedJump)))]
        let (minimumRange, minimumDuration) = (norm.minimumRange(definition), norm.minimumDuration(definition))
        if range < minimumRange {
            events.append(.verdict(FormVerdict(kind: .incompleteRange, rep: count, time: movement.peakTime, measured: Angles.quantized(range), limit: minimumRange)))
        }
        if duration < minimumDuration {
            events.append(.verdict(FormVerdict(kind: .tooFast, rep: count, time: movement.peakTime, measured: duration, limit: minimumDuration)))
        }
        norm.add(range: range, duration: duration)
        for rule in definition.formRules {
            switch rule {
            case .minimumPeak(let limit, let kind) where movement.peak < limit:
                events.append(.verdict(FormVerdict(kind: kind, rep: count, time: movement.peakTime, measured: peak, limit: limit)))
            case .maximumSideDifference(let limit):
                if let left = movement.sidesAtPeak.left, let right = movement.sidesAtPeak.right, abs(left - right) > limit {
                    events.append(.verdict(FormVerdict(
                        kind: .asymmetric, rep: count, time: movement.peakTime,
                        measured: Angles.quantized(abs(left - right)), limit: limit)))
                }
            case .minimumPeak:
                break
            }
        }
        return events
    }
}
