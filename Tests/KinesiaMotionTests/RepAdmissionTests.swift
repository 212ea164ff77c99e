import KinesiaMotion
import KinesiaTestSupport
import Testing

/// What counts: a real rep however fast or shallow, above the floor, with its verdict; not a
/// movement one reading's jump could have made (`ReadingJump`), unless it clears the minimums.
struct RepAdmissionTests {
    struct Outcome {
        var count = 0
        var rejected: [VerdictKind] = []
        var verdicts: [VerdictKind] = []
    }

    /// Right-arm curl readings, one every 1/30 s, through the engine at its default smoothing.
    static func run(_ angles: [Double], _ definition: ExerciseDefinition = ExerciseLibrary.elbowFlexion) -> Outcome {
        var engine = RepEngine(definition: definition, side: .right)
        var outcome = Outcome()
        let poses = angles.enumerated().map { elbowPose(flexion: $1, time: Double($0) / 30) }
        for event in poses.flatMap({ engine.process($0) }) + engine.finish() {
            switch event {
            case .rejected(let rejected): outcome.rejected.append(rejected.reason)
            case .verdict(let verdict) where verdict.rep != nil: outcome.verdicts.append(verdict.kind)
            default: break
            }
        }
        outcome.count = engine.count
        return outcome
    }

    static let rest = [Double](repeating: 0, count: 30)

    /// A slow curl (2° a reading) up to 120°, held two readings, then `dip` (the readings at its
    /// top) and a brisk way down (10° a reading), for a curl whose minimum duration is 0.6 s.
    static func runSlowCurl(dippingAtTopThrough dip: [Double]) -> Outcome {
        var definition = ExerciseLibrary.elbowFlexion
        definition.minimumDuration = 0.6
        let up = stride(from: 0.0, through: 120, by: 2).map { $0 }
        let down = stride(from: 120.0, through: 0, by: -10).map { $0 }
        return run(rest + up + [120, 120] + dip + down + rest, definition)
    }

    /// A curl to 54° at 3° a reading: short of the curl's 60° of range, far above what jitter
    /// makes, and spread over many readings. It counts, incomplete.
    @Test func aShallowCurlCountsIncomplete() {
        let up = stride(from: 0.0, through: 54, by: 3).map { $0 }
        let outcome = Self.run(Self.rest + up + up.reversed() + Self.rest)
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.verdicts.contains(.incompleteRange), "\(outcome.verdicts)")
    }

    /// A curl of full range between the thresholds for less than the minimum duration but
    /// more than the floor's: it counts, too fast.
    @Test func aFastCurlCountsTooFast() {
        var definition = ExerciseLibrary.elbowFlexion
        definition.minimumDuration = 0.6
        let up = stride(from: 0.0, through: 120, by: 15).map { $0 }
        let outcome = Self.run(Self.rest + up + [120, 120] + up.reversed() + Self.rest, definition)
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.verdicts == [.tooFast], "\(outcome.verdicts)")
    }

    /// A brisk curl, its reading moving 40° a frame each way (UI-PRMD's fastest real leg raises
    /// spend 0.23 s between the thresholds at 30 Hz): the smoothed angle steps by about as much as
    /// each reading does, which over the smoothing's share of a half reads as a jump of twice
    /// that, half the curl's range, and judged by the minimums the curl was dropped as too fast.
    /// The jump is the step between the readings themselves: it counts, too fast.
    @Test func aBriskCurlIsNoJump() {
        var definition = ExerciseLibrary.elbowFlexion
        definition.minimumDuration = 0.6
        let up = stride(from: 0.0, through: 120, by: 40).map { $0 }
        let outcome = Self.run(Self.rest + up + [120, 120, 120] + up.reversed() + Self.rest, definition)
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.verdicts == [.tooFast], "\(outcome.verdicts)")
    }

    /// A brisk curl to 80° whose reading stalls for four frames at 20° and catches up 45° at once
    /// (a tracking stall: UI-PRMD s07's last correct leg raise holds at 23° and jumps to 40°): the
    /// catch-up is over half the curl's range, but without it the curl still rises 35°, past what
    /// noise alone makes. It counts, too fast and too shallow; judged by the minimums (as when
    /// half the range in one jump was enough) it was dropped.
    @Test func aBriskCurlWithATrackingStallCounts() {
        var definition = ExerciseLibrary.elbowFlexion
        definition.minimumDuration = 0.6
        let up: [Double] = [0, 10, 20, 20, 20, 20, 65, 75, 80]
        let outcome = Self.run(Self.rest + up + [Double](repeating: 80, count: 6) + up.reversed() + Self.rest, definition)
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.verdicts == [.tooFast, .tooShallow], "\(outcome.verdicts)")
    }

    /// The wrist read 50° off for 0.4 s (a limb lost, then found): past both thresholds for
    /// longer than the floor, with a range the floor admits; but the first reading's jump made
    /// all of it, so it is judged by the curl's minimum range, and falls short.
    @Test func aReadingStuckOffForAMomentIsNotCounted() {
        let stuck = [Double](repeating: 50, count: 12)
        let outcome = Self.run(Self.rest + stuck + Self.rest)
        #expect(outcome.count == 0)
        #expect(outcome.rejected == [.incompleteRange])
    }

    /// A curl from a rest at 17° whose first reading up spikes to 41° and falls back to 27°, then
    /// rises smoothly to 63° (UI-PRMD s04's first incorrect lunge from the front, as Kinect read
    /// it): the spike is half of the curl's 46° of range, but the next reading took back most of
    /// it and the rise made the rest. It counts, incomplete; with the whole spike taken for a jump
    /// it was judged by the minimums and dropped.
    @Test func aSpikeTheNextReadingTakesBackIsNoJump() {
        let rest = [Double](repeating: 17, count: 30)
        let up = [41.0] + stride(from: 27.0, through: 63, by: 3).map { $0 }
        let down = stride(from: 63.0, through: 17, by: -3).map { $0 }
        let outcome = Self.run(rest + up + [63, 63] + down + rest)
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.verdicts.contains(.incompleteRange), "\(outcome.verdicts)")
    }

    /// A curl to 54° whose way down is one reading's drop to rest (the tracker losing the wrist
    /// as the arm comes down; Kinect ends UI-PRMD s01's incorrect lunges from the front so): a
    /// jump after the peak makes neither the peak nor the rest the curl rose from, so it cannot
    /// have made the range. It counts, incomplete; judged by the minimums it was dropped.
    @Test func aJumpOnTheWayDownMakesNoRange() {
        let up = stride(from: 0.0, through: 54, by: 3).map { $0 }
        let outcome = Self.run(Self.rest + up + [54, 54, 54] + Self.rest)
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.verdicts.contains(.incompleteRange), "\(outcome.verdicts)")
    }

    /// A curl raised smoothly to 35°, short of the start threshold, held, with one reading at 70°
    /// (a wrist misread for a frame) that lifts the smoothed angle past both thresholds for longer
    /// than the floor's duration: a range the floor admits, but the spike made its peak, however
    /// soon the next reading took it back. Judged by the minimums, it is no curl.
    @Test func aSpikeThatMakesThePeakIsNoCurl() {
        let up = stride(from: 0.0, through: 35, by: 5).map { $0 }
        let held = [Double](repeating: 35, count: 10)
        let outcome = Self.run(Self.rest + up + held + [70] + held + up.reversed() + Self.rest)
        #expect(outcome.count == 0)
        #expect(outcome.rejected == [.incompleteRange])
    }

    /// A slow curl whose reading drops to 0° for three frames at its top (the wrist lost), then
    /// comes back over three readings and goes down briskly: the smoothed angle turns back up
    /// above the end threshold, but one reading's jump made the way down, so the dip is no
    /// rebound (it split the curl at the dip's bottom, and the second part was dropped as too
    /// fast): one curl, and nothing rejected.
    @Test func aDipInsideACurlThatNeverReachesRestSplitsNothingOff() {
        let outcome = Self.runSlowCurl(dippingAtTopThrough: [0, 0, 0, 40, 80, 120, 120])
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.rejected.isEmpty)
    }

    /// The same curl with the reading at 0° for six frames: the smoothed angle falls below the
    /// end threshold, so the curl ends there and the next movement rises from the rest the dip
    /// made. The way down into that rest was a jump, though the smoothing shows it at 37 % of
    /// its size (the wrist moves along a chord), under the second movement's range: read at
    /// half, it is judged a jump, and the set counts one curl.
    @Test func aDipToRestInsideACurlSplitsNothingOff() {
        let outcome = Self.runSlowCurl(dippingAtTopThrough: [Double](repeating: 0, count: 6) + [20, 40, 60, 80, 100, 120])
        #expect(outcome.count == 1, "rejected \(outcome.rejected)")
        #expect(outcome.rejected == [.tooFast])
    }
}
