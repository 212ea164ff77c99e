import Foundation
import KinesiaCommandLine
import KinesiaMedia
import KinesiaMotion

/// `kinesia frames`: what the frame source delivers from one video — its turn, size, and
/// every frame's index, timestamp and size — without analysing anything.
struct FramesCommand: Command {
    let name = "frames"
    let summary = "List the frames a video delivers: upright size, rotation, index and timestamp of each."
    var discussion: String {
        "Frames are what the analysis sees: turned upright by the file's display matrix, flipped back with --mirrored, thinned by --max-fps (decided by timestamps, so every run keeps the same frames); skip=N in a source string leaves out the first N of those. --json prints one object: rotation (degrees turned, clockwise), width, height (after the turn), count, frames ([{index, t, width, height}])."
    }

    let input = Positional("VIDEO", as: String.self, help: VideoSourceArgument.help)
    let mirrored = Flag("mirrored", help: "the video is a selfie camera's mirror image; flip it back")
    let maximumFrameRate = Option("max-fps", as: Double.self, range: FrameSourceOptions.maximumFrameRateRange, valueName: "N", help: "keep at most N frames per second of video time")
    let json = Flag("json", help: "print one JSON object instead of text")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let specification = try VideoSourceArgument.specification(
            arguments[input], verb: name, mirrored: arguments[mirrored], maximumFrameRate: arguments[maximumFrameRate],
            defaultMaximumFrameRate: nil)
        let source = try specification.makeFileFrameSource()
        var frames: [FrameStamp] = []
        // Decoded but never converted: a listing needs no pixels.
        while let frame = try source.nextStamp() { frames.append(frame) }
        let listing = FrameListing(path: specification.location, rotation: source.sourceOrientation,
                                   width: source.width, height: source.height, frames: frames)
        if arguments[json] {
            try JSONOutput.print(listing.json)
        } else {
            print(listing.text, terminator: "")
        }
        return ExitStatus.success
    }
}
