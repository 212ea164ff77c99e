import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// A source started late (`skip=N`): for a video, the frames are left out before estimation,
/// so BlazePose's detector, tracking and smoothing start later and the poses move; for a
/// recording, its first poses are left out.
struct LateStartTests {
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-late-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The largest coordinate difference between two poses over the joints both have.
    static func largestDifference(_ a: Pose, _ b: Pose) -> Double {
        a.joints.compactMap { joint in
            guard let p = a[joint], let q = b[joint] else { return nil }
            return max(abs(p.x - q.x), abs(p.y - q.y))
        }.max() ?? 0
    }

    static func session(counting poses: [Pose]) -> MotionSession {
        let session = MotionSession(exercise: ExerciseLibrary.squat)
        for pose in poses { _ = session.process(pose) }
        session.finish()
        return session
    }

    /// The whole squat video at 360×640 (a debug build's conversion is the slow part), through
    /// the source specification, from its first frame and from its second.
    @Test(.tags(.pose), .needsSharedData)
    func aVideoStartedOneFrameLateEstimatesOtherPosesAndCountsTheSameReps() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = try GeneratedVideo.squatClip(frames: 65, scaledToWidth: 360, in: folder)
        let whole = try await SourceSpecification(parsing: "file:\(video.path)").makePoseProvider().readAll()
        let late = try await SourceSpecification(parsing: "file:\(video.path)?skip=1").makePoseProvider().readAll()
        #expect(whole.count == 65)
        #expect(late.map(\.timestamp) == whole.dropFirst().map(\.timestamp))

        let differences = zip(whole.dropFirst(), late).map(Self.largestDifference)
        print("started one frame late: largest coordinate difference per frame \(differences.map { String(format: "%.5f", $0) })")
        #expect(differences.allSatisfy { $0 > 0 }, "frames whose pose did not move: \(differences.indices.filter { differences[$0] == 0 }.map { $0 + 1 })")

        let counted = Self.session(counting: whole), countedLate = Self.session(counting: late)
        #expect(counted.snapshot.repCount == 2 && counted.snapshot.unfinishedCount == 1)
        #expect(countedLate.snapshot.repCount == counted.snapshot.repCount)
        #expect(countedLate.snapshot.unfinishedCount == counted.snapshot.unfinishedCount)
    }

    @Test(.tags(.pose)) func aRecordingStartedLateLeavesOutItsFirstPoses() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let poses = SyntheticSession(motion: .squat, reps: 1, repDuration: 2).poses()
        let url = folder.appendingPathComponent("squat.json")
        try Recording(source: RecordingProvenance(kind: "synthetic"), poses: poses).write(to: url)
        let late = try await SourceSpecification(parsing: "recording:\(url.path)?skip=2").makePoseProvider().readAll()
        #expect(late == Array(try Recording(contentsOf: url).poses.dropFirst(2)))
        #expect(late.count == poses.count - 2)
    }
}
