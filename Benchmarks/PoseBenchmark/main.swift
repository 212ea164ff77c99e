// Times pose estimation on a video for `scripts/bench-pose`:
//   pipeline VIDEO — VideoPoseProvider (decode + detect + landmarks, models loaded in the run)
//   bound VIDEO    — the two models' inference alone, as often as the pipeline runs them
//                    (landmarks every frame, the detector once: tracking needs no more)
// Prints `frames seconds peak-rss-MB`.
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
guard arguments.count == 3, ["pipeline", "bound"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-pose pipeline|bound VIDEO\n".utf8))
    exit(2)
}
let video = URL(fileURLWithPath: arguments[2])
let clock = ContinuousClock()
do {
    if arguments[1] == "pipeline" {
        var frames = 0
        let elapsed = try await clock.measure {
            frames = try await VideoPoseProvider(url: video, maximumFrameRate: nil).readAll().count
        }
        print(frames, seconds(elapsed), peakResidentMegabytes())
    } else {
        let frames = try FileFrameSource(url: video).readAll().count
        let models = PoseModelFiles()
        let core = try InferenceCore()
        var requests: [(InferRequest, Tensor)] = []
        for (path, size) in [(models.detector.path, 224), (models.landmarks.path, 256)] {
            let request = try core.compile(core.readModel(at: path), threads: 1).makeRequest()
            let input = try Tensor(shape: [1, size, size, 3])
            try request.setInput(input, at: 0)
            try request.infer()
            requests.append((request, input))
        }
        let elapsed = try clock.measure {
            try requests[0].0.infer()
            for _ in 0..<frames { try requests[1].0.infer() }
        }
        print(frames, seconds(elapsed), peakResidentMegabytes())
    }
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
