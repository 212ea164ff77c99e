import Foundation

/// A video made by the ffmpeg command line from its synthetic test source: codecs,
/// containers and timestamp patterns our own writer does not produce.
struct CLIFixture: Sendable, CustomStringConvertible {
    let name: String
    let arguments: [String]
    /// Applied to the first output with `-c copy` (stream copy keeps the pictures).
    var remux: [String]? = nil

    var description: String { name }

    static let source = ["-f", "lavfi", "-i", "testsrc2=size=160x120:rate=30:duration=2"]

    /// B-frames make the decoder hold frames back until the flush.
    static let h264 = CLIFixture(name: "h264.mp4", arguments: source + ["-c:v", "libx264", "-preset", "ultrafast", "-bf", "3", "-pix_fmt", "yuv420p"])
    static let variableRate = CLIFixture(name: "vfr.mov", arguments: source + [
        "-vf", "settb=1/1000,setpts='floor(N*N*0.6+N*25)'", "-vsync", "vfr", "-enc_time_base", "1:1000",
        "-c:v", "libx264", "-preset", "ultrafast", "-bf", "2"])
    static let mpeg4 = CLIFixture(name: "mpeg4.mov", arguments: source + ["-c:v", "mpeg4", "-bf", "2", "-q:v", "3"])
    static let vp9 = CLIFixture(name: "vp9.webm", arguments: source + ["-c:v", "libvpx-vp9", "-deadline", "realtime", "-cpu-used", "8"])
    /// ffprobe reports rotation 90 (counter-clockwise): players turn it 270° clockwise.
    static let rotated = CLIFixture(name: "rotated.mp4", arguments: h264.arguments, remux: ["-metadata:s:v:0", "rotate=90"])
    static let tenBit = CLIFixture(name: "h264-10bit.mkv", arguments: source + ["-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p10le"])
    static let mjpeg = CLIFixture(name: "mjpeg.avi", arguments: source + ["-c:v", "mjpeg"])

    static let all = [h264, variableRate, mpeg4, vp9, rotated, tenBit, mjpeg]

    /// Makes the file in `directory` and returns its URL.
    func make(in directory: URL) throws -> URL {
        let url = directory.appendingPathComponent(name)
        guard let remux else {
            try runTool("ffmpeg", arguments + [url.path])
            return url
        }
        let plain = directory.appendingPathComponent("plain-" + name)
        try runTool("ffmpeg", arguments + [plain.path])
        try runTool("ffmpeg", ["-i", plain.path, "-c", "copy"] + remux + [url.path])
        return url
    }
}
