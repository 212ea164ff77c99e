import Foundation
import KinesiaMotion
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// A video fixture digests every decoded frame the pipeline saw; the digest of each stage is
/// the same run to run, and a different video differs first at the decoded frames.
@Test func aVideoRunDigestsItsDecodedFramesStageByStage() async throws {
    let sandbox = try RunnerSandbox()
    let folder = URL(fileURLWithPath: sandbox.folder)
    var entries: [String] = []
    for frames in [4, 5] {
        let video = try GeneratedVideo.squatClip(frames: frames, scaledToWidth: 180, in: folder)
        let sha = try SHA256.hex(ofFileAt: video.path)
        entries.append("  - id: clip-\(frames)\n    source: {video: \(video.lastPathComponent), sha256: \(sha)}\n"
            + "    exercise: squat\n    side: visible\n    labels: {reps: 0}\n")
    }
    let results = await sandbox.run([try sandbox.manifest(entries)], jobs: 1)
    let four = try #require(results["clip-4"]), five = try #require(results["clip-5"])
    for result in [four, five] {
        #expect(result.nondeterminism == nil, "\(result.failures.messages)")
        #expect(result.runs.count == 2 && result.runs[0].stages == result.runs[1].stages)
    }
    #expect(four.runs[0].stages?.frames?.count == 4 && five.runs[0].stages?.frames?.count == 5)
    let (a, b) = (try #require(four.runs[0].stages), try #require(five.runs[0].stages))
    #expect(b.firstDifference(from: a) == .frames)
    #expect((four.runs[0].stages?.poses.count ?? 0) <= 4)
}
