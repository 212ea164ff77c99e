import Foundation
import KinesiaCommandLine
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaSupport

/// `kinesia record`: the poses of a video, through the shipping estimator, into a v1
/// recording whose source says where they came from (video digest, frame size, model).
struct RecordCommand: Command {
    let name = "record"
    let summary = "Estimate the poses of a video and write them as a recording (JSON)."
    var discussion: String {
        "Frames without a person are left out. The recording's source holds the video's path, sha256 and oriented frame size, the pose model and its sha256s, mirroring, the frame-rate cap and any leading frames skipped (skip=N in a source string). Two runs on the same video write identical files."
    }

    let video = Positional("VIDEO", as: String.self, help: VideoSourceArgument.help)
    let output = Option(required: "output", short: "o", as: String.self, valueName: "REC.json", help: "the recording to write")
    let mirrored = Flag("mirrored", help: "the video was filmed by a front camera: flip it back first")
    let maximumFrameRate = Option(
        "max-fps", as: Double.self, range: FrameSourceOptions.maximumFrameRateRange, valueName: "N",
        help: "estimate at most N frames per second, chosen by timestamp (default: \(Int(FramePoseProvider.defaultMaximumFrameRate)))")
    let estimatorThreads = EstimatorThreadsArgument()
    let detectEveryFrame = Flag("detect-every-frame", help: "run the person detector on every frame instead of tracking (validates rendered fixtures)")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let specification = try VideoSourceArgument.specification(
            arguments[video], verb: name, mirrored: arguments[mirrored], maximumFrameRate: arguments[maximumFrameRate],
            defaultMaximumFrameRate: FramePoseProvider.defaultMaximumFrameRate)
        let target = URL(fileURLWithPath: arguments[output])
        let inputs = [URL(fileURLWithPath: specification.location)]
        try OutputFile.check(target, sparing: inputs)
        var estimator = estimatorThreads.estimator(arguments)
        estimator.options.detectsEveryFrame = arguments[detectEveryFrame]
        let provider = try specification.makePoseProvider(estimator: estimator)
        let poses = try await provider.readAll()
        var source = try Self.source(of: specification)
        if arguments[detectEveryFrame] { source.fields["detectsEveryFrame"] = .bool(true) }
        let recording = Recording(source: source, poses: poses)
        try recording.write(to: target, sparing: inputs)
        return ExitStatus.success
    }

    /// Where the poses came from; the frame size is the first oriented frame's.
    static func source(of specification: SourceSpecification) throws -> RecordingProvenance {
        let (path, options) = (specification.location, specification.options)
        let frames = try specification.makeFileFrameSource()
        defer { frames.close() }
        // Its size alone: the pixels need no conversion.
        let first = try frames.nextStamp()
        var source = RecordingProvenance(
            kind: "video", path: path, sha256: try SHA256.hex(ofFileAt: path), width: first?.width,
            height: first?.height, model: PoseModelFiles.modelName, mirrored: options.mirrored,
            maxFrameRate: options.maximumFrameRate)
        // Only what changes the poses: decoder threads do not.
        if options.skippedLeadingFrames > 0 {
            source.fields["skippedLeadingFrames"] = .integer(options.skippedLeadingFrames)
        }
        source.fields["modelSha256"] = .object(PoseModelFiles.digestsByRole.sorted { $0.key < $1.key }.map {
            JSONMember($0.key, .string($0.value))
        })
        return source
    }
}
