import Foundation
import KinesiaCommandLine
import KinesiaMotion
import KinesiaSupport

extension DeviceRecording.Origin: ArgumentValue {}
extension DeviceRecording.Units: ArgumentValue {}

/// `kinesia import`: a session recorded on a phone with the engine's `RecordedFrame` type,
/// in whatever coordinates it was saved, as a Kinesia recording a manifest can use.
struct ImportCommand: Command {
    let name = "import"
    let summary = "Turn a device recording (a JSON array of RecordedFrame) into a Kinesia recording."
    var discussion: String {
        "DEVICE.json is a JSON array of {\"t\": seconds, \"points\": {\"rightElbow\": [x, y] or [x, y, confidence]}}, as the engine's RecordedFrame saves it, or an object {\"frames\": [...], \"origin\", \"units\", \"width\", \"height\"} that also says how to read them. Nothing is assumed: the origin (Apple Vision's normalized points are bottomLeft), the units and the upright frame's size come from the file or from the options, and where both say, they must agree. The recording written is in Kinesia's coordinates (normalized, origin at the top left) and its source names the file, its sha256 and how it was read. Every refusal names the JSON path."
    }

    let input = Positional("DEVICE.json", as: String.self, help: "the device recording")
    let output = Option(required: "output", short: "o", as: String.self, valueName: "REC.json", help: "the recording to write")
    let origin = Option("origin", as: DeviceRecording.Origin.self, help: "where the coordinates start (Apple Vision: bottomLeft)")
    let units = Option("units", as: DeviceRecording.Units.self, help: "normalized (0…1) or pixels of the upright frame")
    let size = Option("size", as: PixelSize.self, help: "the upright frame's size in pixels, e.g. 720x1280")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let layout = DeviceRecording.Layout(
            origin: arguments[origin], units: arguments[units], width: arguments[size]?.width, height: arguments[size]?.height)
        let url = URL(fileURLWithPath: arguments[input])
        let (poses, read) = try JSONFile.read(url) { json throws(JSONContentError) in try DeviceRecording.poses(from: json, given: layout) }
        var provenance = RecordingProvenance(
            kind: "device recording", path: url.lastPathComponent, sha256: try SHA256.hex(ofFileAt: url.path),
            width: read.width, height: read.height)
        provenance.fields["origin"] = read.origin.map { .string($0.rawValue) }
        provenance.fields["units"] = read.units.map { .string($0.rawValue) }
        try Recording(source: provenance, poses: poses).write(to: URL(fileURLWithPath: arguments[output]), sparing: [url])
        return ExitStatus.success
    }
}
