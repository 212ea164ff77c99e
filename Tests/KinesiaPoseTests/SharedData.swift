import Foundation

/// The real data beside the repository (`<repo>/../shared/data`), never copied into it.
enum SharedData {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/data")

    static let squatVideo = root.appendingPathComponent("tfjs-squats/pose_squats.mp4")
    static let squatLandmarks = root.appendingPathComponent("tfjs-squats/pose_squats.full.json")

    static var isPresent: Bool { FileManager.default.fileExists(atPath: squatVideo.path) }
}
