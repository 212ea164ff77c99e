// Renders the frames of a squat video at 640×480 and, as the reference, encodes the same
// frames with the project's encoder (MPEG-4 part 2, one thread), alternating the two for
// ROUNDS rounds so the machine's drift hits both alike. Prints each side's frames per second
// (median of the rounds) and their ratio. `scripts/bench-render` runs it.
//   kinesia-bench-render [ROUNDS] [THREADS]
import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic

let arguments = CommandLine.arguments
let rounds = arguments.count > 1 ? Int(arguments[1]) ?? 5 : 5
let threads = arguments.count > 2 ? Int(arguments[2]) ?? ProcessInfo.processInfo.activeProcessorCount : ProcessInfo.processInfo.activeProcessorCount
var settings = RenderSettings(threads: threads)
settings.yaw = 45
settings.cameraHeight = 0.15
let schedule = RepSchedule(peaks: [110, 110], repDuration: 1.2, restBetweenReps: 0.4)
let renderer = FixtureRenderer(trajectory: .synthetic(.squat, schedule: schedule, body: BodyProportions()), settings: settings)
let times = renderer.frameTimes
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-bench-render-\(ProcessInfo.processInfo.processIdentifier).mov")
defer { try? FileManager.default.removeItem(at: scratch) }

func seconds(_ work: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    let elapsed = try clock.measure(work)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

do {
    var frames: [RGBImage] = []
    var renderTimes: [Double] = [], encodeTimes: [Double] = []
    for _ in 0..<rounds {
        frames.removeAll(keepingCapacity: true)
        renderTimes.append(seconds {
            for (index, time) in times.enumerated() { frames.append(renderer.frame(at: time, index: index).image) }
        })
        encodeTimes.append(try seconds {
            let writer = try VideoWriter(url: scratch, width: settings.width, height: settings.height, codec: .mpeg4, ticksPerSecond: 30)
            for (index, frame) in frames.enumerated() { try writer.append(frame, at: times[index]) }
            try writer.finish()
        })
    }
    let render = renderTimes.sorted()[rounds / 2], encode = encodeTimes.sorted()[rounds / 2]
    let count = Double(times.count)
    print(String(format: "%d frames 640x480, %d rounds, %d render threads", times.count, rounds, threads))
    print(String(format: "  render (figure and its truth): %6.1f frames/s", count / render))
    print(String(format: "  encode the same frames (mpeg4):   %6.1f frames/s", count / encode))
    print(String(format: "  render / encode throughput: %.3f", encode / render))
} catch {
    FileHandle.standardError.write(Data("kinesia-bench-render: \(error)\n".utf8))
    exit(2)
}
