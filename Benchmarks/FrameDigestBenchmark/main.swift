// What digesting every decoded frame adds to a video fixture's run: `scripts/bench-frame-digest`.
// Alternates, round by round, (a) the shipping video pose path over a video (decode +
// BlazePose, as a fixture run, without the digest) and (b) the decoded-frame digest
// (`DecodedFrameDigest`) over the same frames, decoded beforehand; prints each round and the
// median ratio b / a: the share the digest adds to a run.
import Foundation
import KinesiaHarness
import KinesiaMedia
import KinesiaPose

let arguments = CommandLine.arguments
guard arguments.count == 4, let rounds = Int(arguments[2]), rounds >= 1, let rate = Double(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-frame-digest VIDEO ROUNDS MAX-FPS\n".utf8))
    exit(2)
}
let url = URL(fileURLWithPath: arguments[1])

func seconds(_ work: () async throws -> Void) async rethrows -> Double {
    let start = DispatchTime.now().uptimeNanoseconds
    try await work()
    return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
}

do {
    let source = try FileFrameSource(url: url, options: FrameSourceOptions(maximumFrameRate: rate))
    var frames: [TimedFrame] = []
    while let frame = try source.next() { frames.append(frame) }
    source.close()
    let provider = VideoPoseProvider(url: url, maximumFrameRate: rate)
    var ratios: [Double] = []
    print("\(frames.count) frames of \(frames.first.map { "\($0.image.width)x\($0.image.height)" } ?? "?") at up to \(rate) fps")
    for round in 1...rounds {
        var poses = 0
        let pipeline = try await seconds {
            for try await _ in provider.makePoses() { poses += 1 }
        }
        let digest = DecodedFrameDigest()
        let hashing = await seconds {
            for frame in frames { digest.record(frame) }
            _ = digest.finish()
        }
        ratios.append(hashing / pipeline)
        print(String(format: "round %d: pipeline %.3f s (%d poses), frame digest %.4f s, ratio %.4f", round, pipeline, poses, hashing, hashing / pipeline))
    }
    let median = ratios.sorted()[ratios.count / 2]
    print(String(format: "median ratio digest / pipeline: %.4f (the digest adds %.2f %% to a run)", median, median * 100))
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
