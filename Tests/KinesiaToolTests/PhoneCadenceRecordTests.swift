import Dispatch
import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaTestSupport
import Synchronization
import Testing

/// A phone's "30 fps" video: the real squat frames stamped every 1/30 s on a 90 kHz clock with
/// ±2 ms of jitter, as phones write them. `kinesia record` (default 30 fps cap) must estimate
/// every frame, and count the squats as the steady video does.
@Test(.tags(.process, .pose), .timeLimit(.minutes(10)), .needsSharedData)
func aJitteredPhoneVideoKeepsAPoseForEveryFrame() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let frames = try FileFrameSource(url: SharedData.squatVideo).readAll()
    let video = directory.appendingPathComponent("phone.mp4")
    let writer = try VideoWriter(
        url: video, width: frames[0].image.width, height: frames[0].image.height, codec: .h264, ticksPerSecond: 90_000)
    var random = SeededRandom(seed: 30)
    for (index, frame) in frames.enumerated() {
        let jitter = index == 0 ? 0 : (random.unit() * 2 - 1) * 0.002
        try writer.append(frame.image, at: Double(index) / 30 + jitter)
    }
    try writer.finish()

    let recording = directory.appendingPathComponent("phone.json")
    let result = try KinesiaProcess.run(["record", video.path, "-o", recording.path])
    #expect(result.status == 0, "\(result.errors)")
    let poses = try Recording(contentsOf: recording).poses
    #expect(poses.count == frames.count, "\(poses.count) poses from \(frames.count) frames")
    #expect(try Recording(contentsOf: recording).source[.maxFrameRate] == 30)
}

/// Processes starting together share one compiled-model cache folder: they take turns on it,
/// none sees another's half-written blobs, and every one writes the same recording.
@Test(.tags(.process, .pose), .timeLimit(.minutes(10)), .needsSharedData)
func concurrentProcessesShareACompiledModelCache() throws {
    let directory = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let video = try GeneratedVideo.squatClip(frames: 5, scaledToWidth: 360, in: directory)
    let environment = ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path]
    let outputs = (0..<4).map { directory.appendingPathComponent("run\($0).json") }
    let results = Mutex<[Int32]>([])
    DispatchQueue.concurrentPerform(iterations: outputs.count) { index in
        let status = (try? KinesiaProcess.run(["record", video.path, "-o", outputs[index].path], environment: environment))?.status ?? -1
        results.withLock { $0.append(status) }
    }
    #expect(results.withLock { $0 } == [0, 0, 0, 0])
    let contents = try outputs.map { try Data(contentsOf: $0) }
    #expect(Set(contents).count == 1)
}
