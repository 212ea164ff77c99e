import Foundation
import KinesiaMedia
import Testing

/// The frame-rate cap on the timestamps phones and cameras really write: every frame of a
/// video at or near the cap is kept, a faster one is thinned to about the cap, and the
/// choice depends on the timestamps alone.
struct FrameCadenceTests {
    /// A clip's frame times and how many of them a 30 fps cap keeps.
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let timestamps: [Double]
        let kept: ClosedRange<Int>
        var testDescription: String { name }
    }

    /// Seconds rounded to a 90 kHz clock, as phones write them.
    private static func ninetyKilohertz(_ seconds: Double) -> Double { (seconds * 90_000).rounded() / 90_000 }

    /// Deterministic jitter in [-amplitude, amplitude] (a linear congruential sequence).
    private static func jitter(count: Int, amplitude: Double) -> [Double] {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        return (0..<count).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return (Double(state >> 11) / Double(1 << 53) * 2 - 1) * amplitude
        }
    }

    private static func steady(_ rate: Double, count: Int) -> [Double] { (0..<count).map { ninetyKilohertz(Double($0) / rate) } }

    static let cases: [Case] = {
        let count = 300
        let jittered = zip(0..<count, jitter(count: count, amplitude: 0.002)).map { index, offset in
            ninetyKilohertz(Double(index) / 30 + (index == 0 ? 0 : offset))
        }
        // A phone's variable rate: 30 fps, a dim stretch at 24 fps, then 30 fps again.
        var variable: [Double] = (0..<90).map { Double($0) / 30 }
        variable += (1...72).map { 3 + Double($0) / 24 }
        variable += (1...90).map { 6 + Double($0) / 30 }
        return [
            Case(name: "30 fps", timestamps: steady(30, count: count), kept: count...count),
            Case(name: "30 fps, ±2 ms jitter on a 90 kHz clock", timestamps: jittered, kept: count...count),
            Case(name: "29.97 fps", timestamps: steady(30_000.0 / 1001, count: count), kept: count...count),
            Case(name: "30.03 fps", timestamps: steady(30.03, count: count), kept: count...count),
            Case(name: "30 fps in milliseconds (33, 67, 100 …)",
                 timestamps: (0..<count).map { (Double($0) * 1000 / 30).rounded() / 1000 }, kept: count...count),
            Case(name: "30 fps a hair short of 1/30 s", timestamps: (0..<count).map { Double($0) * (1.0 / 30 - 1e-5) }, kept: count...count),
            Case(name: "variable: 30, 24, 30 fps", timestamps: variable.map(ninetyKilohertz), kept: variable.count...variable.count),
            Case(name: "60 fps", timestamps: steady(60, count: 600), kept: 300...300),
            Case(name: "60 fps, ±2 ms jitter",
                 timestamps: zip(0..<600, jitter(count: 600, amplitude: 0.002)).map { ninetyKilohertz(Double($0) / 60 + ($0 == 0 ? 0 : $1)) },
                 kept: 300...300),
            Case(name: "120 fps", timestamps: steady(120, count: 1200), kept: 300...301),
        ]
    }()

    @Test(arguments: cases)
    func keepsEveryFrameNearTheCapAndThinsFasterVideo(_ clip: Case) {
        var cadence = FrameCadence(maximumFrameRate: 30)
        let kept = clip.timestamps.filter { cadence.admits($0) }
        #expect(clip.kept.contains(kept.count), "kept \(kept.count) of \(clip.timestamps.count)")
        // Never two kept frames closer than the tolerance allows: the cap still caps.
        let gaps = zip(kept.dropFirst(), kept).map { $0 - $1 }
        #expect(gaps.allSatisfy { $0 > (1 - FrameCadence.slotTolerance) / 30 - 1e-6 })
        var again = FrameCadence(maximumFrameRate: 30)
        #expect(clip.timestamps.filter { again.admits($0) } == kept)
    }

    @Test func sixtyFramesPerSecondKeepsEverySecondFrame() {
        var cadence = FrameCadence(maximumFrameRate: 30)
        let kept = (0..<12).filter { cadence.admits(Double($0) / 60) }
        #expect(kept == [0, 2, 4, 6, 8, 10])
    }

    @Test func unevenStampsAreKeptByTheSlotTheyReach() {
        var tenPerSecond = FrameCadence(maximumFrameRate: 10)
        let uneven = [0.5, 0.55, 0.6, 0.61, 0.64, 0.9, 0.95, 1.0, 1.2]
        #expect(uneven.filter { tenPerSecond.admits($0) } == [0.5, 0.6, 0.9, 1.0, 1.2])
    }

    /// The same cases through real files: the stamps a container and decoder hand back (a
    /// 90 kHz stream clock) keep the frames the table says.
    @Test(arguments: [cases[1], cases[2], cases[3], cases[6], cases[7], cases[9]])
    func aVideoFileKeepsTheFramesItsStampsEarn(_ clip: Case) throws {
        let url = try scratchDirectory().appendingPathComponent("clip.mp4")
        let writer = try VideoWriter(url: url, width: 16, height: 16, codec: .h264, ticksPerSecond: 90_000)
        let picture = testPattern(width: 16, height: 16)
        for time in clip.timestamps { try writer.append(picture, at: time) }
        try writer.finish()
        let stamps = try FileFrameSource(url: url).readAll().map(\.timestamp)
        #expect(zip(stamps, clip.timestamps).allSatisfy { abs($0 - $1) < 1e-6 } && stamps.count == clip.timestamps.count)
        let frames = try FileFrameSource(url: url, options: FrameSourceOptions(maximumFrameRate: 30)).readAll()
        #expect(clip.kept.contains(frames.count), "kept \(frames.count) of \(clip.timestamps.count)")
        var cadence = FrameCadence(maximumFrameRate: 30)
        #expect(frames.map(\.timestamp) == stamps.filter { cadence.admits($0) })
    }
}
