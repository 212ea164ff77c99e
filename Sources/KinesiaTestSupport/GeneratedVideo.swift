import Foundation

/// Small videos made by the ffmpeg tool into a test's own folder, so no media is committed.
public enum GeneratedVideo {
    public struct Failed: Error, CustomStringConvertible {
        public let status: Int32
        public var description: String { "ffmpeg could not make the test video (exit status \(status))" }
    }

    /// One second of FFmpeg's moving colour test pattern at 10 fps, 320×240: a scene with no
    /// person in it.
    public static func emptyScene(in folder: URL) throws -> URL {
        let video = folder.appendingPathComponent("empty.mp4")
        try ffmpeg(["-f", "lavfi", "-i", "testsrc2=size=320x240:rate=10:duration=1"], to: video)
        return video
    }

    /// The first `frames` frames of `SharedData.squatVideo` (a person standing, about to
    /// squat; 5 fps, so frame i is at i / 5 s), re-encoded: a real video short enough for a
    /// debug build's pose estimator. `scaledToWidth` shrinks the 720×1280 picture (aspect
    /// kept), which makes a debug build's frame conversion several times quicker; all 65
    /// frames at width 360 still count the video's two squats and the third unfinished.
    /// `frameRate` repeats each frame to play the same motion at that rate, as a camera
    /// delivering more frames than the pipeline may keep up with (`frames` counts frames at 5 fps).
    /// `keepingTop` crops the picture to that share of its height from the top, as a camera
    /// too close: 0.65 cuts her feet and ankles off. `paddedTo` then centres the picture on a
    /// black canvas of that size, as a strip much longer than wide.
    public static func squatClip(
        frames: Int, scaledToWidth width: Int? = nil, frameRate: Int? = nil, keepingTop top: Double? = nil,
        paddedTo canvas: (width: Int, height: Int)? = nil, in folder: URL
    ) throws -> URL {
        let name = "squat-\(frames)\(width.map { "-w\($0)" } ?? "")\(frameRate.map { "-\($0)fps" } ?? "")\(top.map { "-top\($0)" } ?? "")"
            + "\(canvas.map { "-pad\($0.width)x\($0.height)" } ?? "").mp4"
        let video = folder.appendingPathComponent(name)
        let crop = top.map { "crop=iw:trunc(ih*\($0)/2)*2:0:0" }
        let pad = canvas.map { "pad=\($0.width):\($0.height):(ow-iw)/2:(oh-ih)/2" }
        let filters = [crop, width.map { "scale=\($0):-2" }, pad, frameRate.map { "fps=\($0)" }].compactMap { $0 }
        let filter = filters.isEmpty ? [] : ["-vf", filters.joined(separator: ",")]
        try ffmpeg(["-i", SharedData.squatVideo.path, "-frames:v", String(frames * (frameRate ?? 5) / 5), "-q:v", "2"] + filter, to: video)
        return video
    }

    private static func ffmpeg(_ input: [String], to video: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["ffmpeg", "-v", "error", "-nostdin"] + input + ["-c:v", "mpeg4", "-pix_fmt", "yuv420p", video.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }
}
