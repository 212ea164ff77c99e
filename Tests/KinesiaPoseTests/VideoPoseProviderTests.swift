import Foundation
import KinesiaMotion
import KinesiaPose
import Testing

struct VideoPoseProviderTests {
    /// A one-second video of an empty coloured scene, made by the ffmpeg tool into a temp dir.
    static func emptySceneVideo(in folder: URL) throws -> URL {
        let video = folder.appendingPathComponent("empty.mp4")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin", "-f", "lavfi", "-i", "testsrc2=size=320x240:rate=10:duration=1",
                             "-c:v", "mpeg4", "-pix_fmt", "yuv420p", video.path]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return video
    }

    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-pose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func videoWithoutPersonYieldsNoPoses() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let poses = try await VideoPoseProvider(url: try Self.emptySceneVideo(in: folder)).readAll()
        #expect(poses.isEmpty)
    }

    @Test func unreadableFileThrowsFromReadAllAndEndsPoses() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("not-a-video.mp4")
        try Data("no video here".utf8).write(to: file)
        let provider = VideoPoseProvider(url: file)
        await #expect {
            _ = try await provider.readAll()
        } throws: { error in
            "\(error)".contains(file.path)
        }
        var count = 0
        for await _ in provider.poses() { count += 1 }
        #expect(count == 0)
    }
}
