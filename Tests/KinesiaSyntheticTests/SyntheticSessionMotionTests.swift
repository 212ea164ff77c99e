import Foundation
import KinesiaMotion
import KinesiaSynthetic
import Testing

/// The synthetic body moves as its session schedules: what the corpus's and the renders' labels
/// (peak times, peaks) are taken from.
@Suite struct SyntheticSessionMotionTests {
    /// The elbow's flexion in 3D: 0° with the forearm hanging in line with the upper arm.
    static func elbowFlexion(_ skeleton: [Joint: Vector3]) -> Double {
        let upper = skeleton[.rightShoulder]! - skeleton[.rightElbow]!
        let fore = skeleton[.rightWrist]! - skeleton[.rightElbow]!
        return 180 - acos(upper.dot(fore) / (upper.length * fore.length)) * 180 / .pi
    }

    @Test func aCurlReachesEachScheduledPeakAtItsTimeAndHangsStraightBetween() {
        let session = SyntheticSession(motion: .elbowFlexion, peaks: [90, 130, 60], repDuration: 2)
        let schedule = session.schedule
        let skeleton = { (t: Double) in
            let (progress, peak) = schedule.phase(at: t)
            return session.motion.skeleton(progress: progress, peak: peak, rep: schedule.rep(at: t), body: session.body)
        }
        for (time, peak) in zip(session.peakTimes, session.peaks) {
            #expect(abs(Self.elbowFlexion(skeleton(time)) - peak) < 1e-9, "at \(time) s")
            // Halfway up the cosine rise, half the peak.
            #expect(abs(Self.elbowFlexion(skeleton(time - schedule.repDuration / 4)) - peak / 2) < 1e-9, "a quarter rep before \(time) s")
        }
        let rests = [schedule.leadIn / 2] + session.peakTimes.map { $0 + schedule.repDuration / 2 + schedule.restBetweenReps / 2 }
        for time in rests {
            #expect(abs(Self.elbowFlexion(skeleton(time))) < 1e-9, "at rest, \(time) s")
        }
    }
}
