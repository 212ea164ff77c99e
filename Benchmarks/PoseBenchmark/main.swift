// Times pose estimation on a video for `scripts/bench-pose`. Loading is timed apart from the
// frames, so a longer clip measures the per-frame cost and not the start-up.
//   pipeline VIDEO           — load BlazePoseEstimator (models checked and compiled), then
//                              decode + detect/track + landmarks on every frame, decoding
//                              and converting ahead on threads of their own
//                              (PrefetchingFrameSource) as VideoPoseProvider does
//   inline VIDEO             — the same with everything on one thread (FileFrameSource),
//                              VideoPoseProvider(prefetch: false)
//   bound VIDEO DETECTIONS   — compile the two models, then their inference alone: the
//                              landmark model once per frame, the detector DETECTIONS times
//                              (as often as the pipeline needed it)
// Prints `frames load-seconds frame-seconds detector-runs peak-rss-MB`.
import Foundation
import KinesiaMedia
import KinesiaPose

func peakResidentMegabytes() -> Double {
    let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
    let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
    return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

let arguments = CommandLine.arguments
guard (arguments.count == 3 && ["pipeline", "inline"].contains(arguments[1])) || (arguments.count == 4 && arguments[1] == "bound") else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-pose pipeline|inline VIDEO | bound VIDEO DETECTIONS\n".utf8))
    exit(2)
}
let video = URL(fileURLWithPath: arguments[2])
let clock = ContinuousClock()
do {
    if arguments[1] != "bound" {
        var estimator: BlazePoseEstimator?
        let load = try clock.measure { estimator = try BlazePoseEstimator() }
        var frames = 0
        let run = try clock.measure {
            let source: any FrameSource = arguments[1] == "pipeline"
                ? try PrefetchingFrameSource(url: video)
                : try FileFrameSource(url: video)
            defer { source.close() }
            while let frame = try source.next() {
                _ = try estimator!.estimate(frame.image, at: frame.timestamp)
                frames += 1
            }
        }
        print(frames, seconds(load), seconds(run), estimator!.detectorRuns, peakResidentMegabytes())
    } else {
        guard let detections = Int(arguments[3]) else { throw CocoaError(.formatting) }
        // Counted one by one: holding every decoded frame would inflate peak memory.
        let source = try FileFrameSource(url: video)
        var frames = 0
        while try source.next() != nil { frames += 1 }
        source.close()
        let models = PoseModelFiles()
        var requests: [InferRequest] = []
        var inputs: [Tensor] = []
        let load = try clock.measure {
            let core = try InferenceCore()
            for (path, size) in [(models.detector.path, 224), (models.landmarks.path, 256)] {
                let request = try core.compile(core.readModel(at: path), threads: 1).makeRequest()
                let input = try Tensor(shape: [1, size, size, 3])
                try request.setInput(input, at: 0)
                requests.append(request)
                inputs.append(input)
            }
        }
        let run = try clock.measure {
            for _ in 0..<detections { try requests[0].infer() }
            for _ in 0..<frames { try requests[1].infer() }
        }
        print(frames, seconds(load), seconds(run), detections, peakResidentMegabytes())
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
