// Times pose estimation on a video for `scripts/bench-pose`. Loading is timed apart from the
// frames, so a longer clip measures the per-frame cost and not the start-up.
//   pipeline VIDEO           — VideoPoseProvider's frame source and estimator (models checked
//                              and compiled), then decode + detect/track + landmarks on every
//                              frame, decoding and converting ahead on threads of their own
//                              (PrefetchingFrameSource), as `kinesia record` runs
//   inline VIDEO             — the same with everything on one thread (FileFrameSource),
//                              VideoPoseProvider(prefetch: false)
//   paired VIDEO CHUNK       — the pipeline and its bound in one process, taking turns every
//                              CHUNK frames: each turn of the pipeline is followed at once by
//                              the two models' inference alone for the same frames (the landmark
//                              model CHUNK times, the detector as often as the pipeline ran it
//                              in that turn, zero inputs), so a machine whose speed drifts
//                              slows both sides of a pair alike
// pipeline and inline print `frames load-seconds frame-seconds detector-runs peak-rss-MB`;
// paired prints `frames pipeline-seconds bound-seconds` for each turn.
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

/// The two models compiled as the estimator compiles them, each with a zero input: inference
/// alone, nothing decoded or cropped.
struct InferenceBound {
    private var requests: [InferRequest] = []
    private var inputs: [Tensor] = []

    init() throws {
        let models = PoseModelFiles()
        let core = try InferenceCore()
        for (path, size) in [(models.detector.path, 224), (models.landmarks.path, 256)] {
            let request = try core.compile(modelAt: path, threads: PoseEstimatorOptions().threads).makeRequest()
            let input = try Tensor(shape: [1, size, size, 3])
            try request.setInput(input, at: 0)
            requests.append(request)
            inputs.append(input)
        }
    }

    func run(frames: Int, detections: Int) throws {
        for _ in 0..<detections { try requests[0].infer() }
        for _ in 0..<frames { try requests[1].infer() }
    }
}

let arguments = CommandLine.arguments
let modes = ["pipeline": 3, "inline": 3, "paired": 4]
guard arguments.count > 1, modes[arguments[1]] == arguments.count else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-pose pipeline|inline VIDEO | paired VIDEO CHUNK\n".utf8))
    exit(2)
}
let mode = arguments[1]
let video = URL(fileURLWithPath: arguments[2])
let clock = ContinuousClock()
// Every frame: the benchmark's clip is the video looped, and the cap would only thin a faster one.
let provider = VideoPoseProvider(url: video, frames: FrameSourceOptions(prefetching: mode != "inline"))
do {
    switch mode {
    case "pipeline", "inline":
        var estimator: BlazePoseEstimator?
        let load = try clock.measure { estimator = try provider.estimator.makeBlazePose() }
        var frames = 0
        let run = try clock.measure {
            let source = try provider.makeFrameSource()
            defer { source.close() }
            while let frame = try source.next() {
                _ = try estimator!.estimate(frame.image, at: frame.timestamp)
                frames += 1
            }
        }
        print(frames, seconds(load), seconds(run), estimator!.detectorRuns, peakResidentMegabytes())
    default:
        guard let chunk = Int(arguments[3]), chunk > 0 else { throw CocoaError(.formatting) }
        let estimator = try provider.estimator.makeBlazePose()
        let bound = try InferenceBound()
        let source = try provider.makeFrameSource()
        defer { source.close() }
        var finished = false
        while !finished {
            var frames = 0
            let detectionsBefore = estimator.detectorRuns
            let pipeline = try clock.measure {
                while frames < chunk, let frame = try source.next() {
                    _ = try estimator.estimate(frame.image, at: frame.timestamp)
                    frames += 1
                }
            }
            finished = frames < chunk
            guard frames > 0 else { break }
            let inference = try clock.measure { try bound.run(frames: frames, detections: estimator.detectorRuns - detectionsBefore) }
            print(frames, seconds(pipeline), seconds(inference))
        }
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
