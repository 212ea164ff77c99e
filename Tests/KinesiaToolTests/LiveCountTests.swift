import Foundation
import Synchronization
import KinesiaTestSupport
import Testing

/// `kinesia count` on a live source, as a user runs it: a camera that is not there, a file
/// paced like a camera on a machine too busy to keep up, and Ctrl-C ending a session.
@Suite(.needsSharedData)
struct LiveCountTests {
    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func aCameraThatIsNotThereExitsTwoNamingTheDevice() throws {
        let result = try KinesiaProcess.run(["count", "camera:/dev/kinesia-no-camera", "--exercise", "squat"])
        #expect(result.status == 2)
        #expect(result.errors.contains("/dev/kinesia-no-camera"), "\(result.errors)")
        #expect(result.errors.split(separator: "\n").count == 1, "\(result.errors)")
    }

    /// The real squat video repeated to 30 fps (390 frames over 13 s) and paced like a camera
    /// while every core is kept busy: the pipeline cannot estimate every frame in time, so
    /// frames are dropped and reported, and the count is still two squats and one unfinished.
    /// At 360×640, a phone preview's size: the test's unoptimized build converts a 720×1280
    /// picture pixel by pixel, slowly enough under this load to drop a squat's frames too.
    @Test(.tags(.process, .pose, .realTime), .timeLimit(.minutes(10))) func aLiveFileOnALoadedMachineDropsFramesAndCountsRight() throws {
        let folder = try scratchDirectory()
        let video = try GeneratedVideo.squatClip(frames: 65, scaledToWidth: 360, frameRate: 30, in: folder)
        let load = BusyThreads(count: 2 * ProcessInfo.processInfo.activeProcessorCount)
        defer { load.stop() }
        let result = try KinesiaProcess.run(["count", "file:\(video.path)?live", "--exercise", "squat", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try json(result.output)
        #expect(report["reps"] as? Int == 2)
        #expect(report["unfinished"] as? Int == 1)
        let frames = try #require(report["frames"] as? [String: Int])
        #expect(frames["dropped", default: 0] > 0, "\(frames)")
        #expect(frames["delivered", default: 0] + frames["dropped", default: 0] == 390, "\(frames)")
    }

    /// Ctrl-C ends a live session as a closed camera does: once the first squat has been
    /// printed live, an interrupt settles the session, its summary (one rep; the second squat
    /// starts at 5.5 s) is printed and the tool exits 0.
    @Test(.tags(.process, .pose, .realTime), .timeLimit(.minutes(10))) func anInterruptEndsALiveSessionWithItsSummary() throws {
        let process = Process()
        process.executableURL = KinesiaProcess.executable
        process.arguments = ["count", "file:\(SharedData.squatVideo.path)?live", "--exercise", "squat"]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        var printed = Data()
        while !String(decoding: printed, as: UTF8.self).contains("rep 1:") {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else { break }
            printed += chunk
        }
        process.interrupt()
        printed += output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: printed, as: UTF8.self)
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text.contains("counting squat live"), "\(text)")
        #expect(text.contains("squat (visible): 1 rep\n"), "\(text)")
        #expect(!text.contains("source ended early"), "\(text)")
    }
}

/// Threads that spin until stopped: a loaded machine, made by the test itself.
final class BusyThreads: Sendable {
    private let running = Atomic<Bool>(true)

    init(count: Int) {
        for _ in 0..<count {
            Thread.detachNewThread { [self] in
                var value = 0.0
                while running.load(ordering: .relaxed) { value = (value + 1).squareRoot() }
                _ = value
            }
        }
    }

    func stop() { running.store(false, ordering: .relaxed) }
}
