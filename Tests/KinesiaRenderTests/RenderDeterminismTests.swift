import Foundation
import KinesiaHarness
import KinesiaMedia
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import Testing

struct RenderDeterminismTests {
    /// Rows are split across cores; every pixel must come out the same however they are split.
    @Test(arguments: [2, 3, 8])
    func framesAreBitIdenticalWhateverTheThreadCount(threads: Int) {
        let single = RenderFixtures.squat(threads: 1), several = RenderFixtures.squat(threads: threads)
        for (index, time) in single.frameTimes.enumerated() where index % 3 == 0 {
            let a = single.frame(at: time, index: index), b = several.frame(at: time, index: index)
            #expect(a.image.digest == b.image.digest, "frame \(index) differs with \(threads) threads")
            #expect(a.truth == b.truth, "truth of frame \(index) differs with \(threads) threads")
        }
    }

    /// The same settings give the same decoded frames and the same truth on every run.
    @Test func sameArgumentsGiveIdenticalDecodedFrames() throws {
        let folder = try RenderFixtures.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        var digests: [String] = []
        var truths: [Recording] = []
        for (run, threads) in [(0, 1), (1, 4)] {
            let video = folder.appendingPathComponent("run\(run).mov")
            truths.append(try RenderFixtures.squat(threads: threads).writeVideo(to: video).truth)
            let decoded = try DecodedFrameDigest.digest(ofVideoAt: video)
            #expect(decoded.count == RenderFixtures.squat().frameTimes.count)
            digests.append(decoded.digest)
        }
        #expect(digests[0] == digests[1])
        #expect(truths[0].poses == truths[1].poses)
    }

    /// Dim light adds grain from the seed: a different seed, a different picture; the same
    /// seed, the same one.
    @Test func grainFollowsTheSeed() {
        func frame(seed: UInt64) -> String {
            var settings = RenderSettings(threads: 2)
            settings.width = 96
            settings.height = 72
            settings.lighting = Lighting(brightness: 0.4)
            settings.seed = seed
            let schedule = RepSchedule(peaks: [110], repDuration: 1)
            return FixtureRenderer(trajectory: .synthetic(.squat, schedule: schedule, body: BodyProportions()), settings: settings)
                .frame(at: 0.5, index: 5).image.digest
        }
        #expect(frame(seed: 1) == frame(seed: 1))
        #expect(frame(seed: 1) != frame(seed: 2))
    }
}
