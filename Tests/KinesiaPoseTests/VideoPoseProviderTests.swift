import Foundation
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

struct VideoPoseProviderTests {
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-pose-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(.tags(.pose)) func videoWithoutPersonYieldsPosesWithoutPoints() async throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let poses = try await VideoPoseProvider(url: try GeneratedVideo.emptyScene(in: folder)).readAll()
        #expect(poses.count == 10)
        #expect(poses.allSatisfy { pose in Joint.allCases.allSatisfy { pose[$0] == nil } })
    }

    @Test(.tags(.pose)) func unreadableFileThrowsFromReadAllAndEndsPoses() async throws {
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
