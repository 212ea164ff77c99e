import Foundation
import KinesiaCommandLine
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

/// `kinesia record`: the poses of a video, through the shipping estimator, into a v1
/// recording whose source says where they came from (video digest, frame size, model).
struct RecordCommand: Command {
    let name = "record"
    let summary = "Estimate the poses of a video and write them as a recording (JSON)."
    var discussion: String {
        "Frames without a person are left out. The recording's source holds the video's path, sha256 and oriented frame size, the pose model and its sha256s, mirroring and the frame-rate cap. Two runs on the same video write identical files."
    }

    let video = Positional("VIDEO", as: String.self, help: "a video file")
    let output = Option(required: "output", short: "o", as: String.self, valueName: "REC.json", help: "the recording to write")
    let mirrored = Flag("mirrored", help: "the video was filmed by a front camera: flip it back first")
    let maximumFrameRate = Option(
        "max-fps", as: Double.self, valueName: "N",
        help: "estimate at most N frames per second, chosen by timestamp (default: \(Int(PoseSource.defaultMaximumFrameRate)))")

    var arguments: [any ArgumentDeclaration] { [video, output, mirrored, maximumFrameRate] }

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let path = arguments[video]
        if let rate = arguments[maximumFrameRate], !(rate > 0 && rate.isFinite) {
            throw UsageError("--max-fps expects a positive number (got \(rate))")
        }
        guard URL(fileURLWithPath: path).pathExtension.lowercased() != "json" else {
            throw UsageError("kinesia record reads a video, not a recording (\(path))")
        }
        let options = FrameSourceOptions(
            mirrored: arguments[mirrored], maximumFrameRate: arguments[maximumFrameRate] ?? PoseSource.defaultMaximumFrameRate)
        let provider = try PoseSource.provider(for: SourceSpecification(scheme: .file, location: path, options: options))
        let poses = try await provider.readAll()
        let recording = Recording(source: try Self.source(of: path, options: options), poses: poses)
        try recording.write(to: URL(fileURLWithPath: arguments[output]))
        return ExitStatus.success
    }

    /// Where the poses came from; the frame size is the first oriented frame's.
    static func source(of path: String, options: FrameSourceOptions) throws -> RecordingSource {
        let frames = try FileFrameSource(url: URL(fileURLWithPath: path), options: options)
        defer { frames.close() }
        let first = try frames.next()
        var source = RecordingSource(
            kind: "video", path: path, sha256: try SHA256.hex(ofFileAt: path), width: first?.image.width,
            height: first?.image.height, model: PoseModelFiles.modelName, mirrored: options.mirrored,
            maxFrameRate: options.maximumFrameRate)
        source.fields["modelSha256"] = .object(PoseModelFiles.digestsByRole.sorted { $0.key < $1.key }.map {
            JSONMember($0.key, .string($0.value))
        })
        return source
    }
}
