import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaSynthetic

/// One synthetic fixture of the corpus: a person doing an exercise in front of a camera,
/// and what a correct pipeline must report about it.
struct CorpusFixture {
    let id: String
    let exercise: ExerciseDefinition
    var side: Side?
    var tags: [String] = []
    var session: SyntheticSession
    /// Cut the recording here (seconds), e.g. at the bottom of the last rep.
    var endsAt: Double?
    /// Also write the noise-free projection, and label keypoints with it.
    var keypointTruth = false
    /// Counted reps; defaults to every designed rep.
    var expectedReps: Int?
    var unfinished = 0
    /// Seconds a counted rep may sit from its labelled time, when the default is too tight
    /// for where the engine times this movement's peak.
    var repTimeTolerance: Double?
    var notes: String

    /// The session's camera as the manifest tags it.
    var camera: CameraTags {
        CameraTags(
            angle: CameraTags.Angle(yaw: session.camera.yaw), height: CameraTags.Height(metres: session.camera.height),
            mirrored: session.mirrored)
    }

    var poses: [Pose] { Self.rounded(session.poses().filter { $0.timestamp <= (endsAt ?? .infinity) }) }

    /// Noise-free, dropout-free poses of the joints a camera really sees (hidden ones left out).
    var truth: [Pose] {
        var clean = session
        clean.noise = 0
        clean.dropout = 0
        return Self.rounded(clean.poses().filter { $0.timestamp <= (endsAt ?? .infinity) }).map { pose in
            var pose = pose
            for joint in Joint.allCases where (pose[joint]?.confidence ?? 0) < 0.5 { pose[joint] = nil }
            return pose
        }
    }

    var labelledTimes: [Double] {
        let count = expectedReps ?? session.peaks.count
        return Labels.millisecondTimes(Array(session.peakTimes.prefix(count)))
    }

    /// Points to a tenth of a pixel of a 1280-pixel image: what a pose model's output
    /// carries, and a quarter of the file size.
    static func rounded(_ poses: [Pose]) -> [Pose] {
        poses.map { pose in
            var pose = pose
            for joint in Joint.allCases {
                guard var point = pose[joint] else { continue }
                point.x = (point.x * 10_000).rounded() / 10_000
                point.y = (point.y * 10_000).rounded() / 10_000
                point.confidence = (point.confidence * 100).rounded() / 100
                pose[joint] = point
            }
            return pose
        }
    }
}
