import KinesiaCommandLine
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport

/// What `kinesia frames` reports for one video, as text or as one JSON object.
struct FrameListing {
    let path: String
    let rotation: ImageRotation
    let width: Int
    let height: Int
    let frames: [FrameStamp]


    var json: JSONValue {
        .object([
            JSONMember("rotation", .integer(rotation.degrees)),
            JSONMember("width", .integer(width)),
            JSONMember("height", .integer(height)),
            JSONMember("count", .integer(frames.count)),
            JSONMember("frames", .array(frames.map { frame in
                .object([
                    JSONMember("index", .integer(frame.index)),
                    JSONMember("t", .number(JSONOutput.seconds(frame.timestamp))),
                    JSONMember("width", .integer(frame.width)),
                    JSONMember("height", .integer(frame.height)),
                ])
            })),
        ])
    }

    var text: String {
        var lines = ["\(path): \(frames.count) frame\(frames.count == 1 ? "" : "s"), \(width)×\(height) upright (turned \(rotation.degrees)° clockwise)"]
        for frame in frames {
            lines.append("  \(frame.index)\t\(String(format: "%.6f", frame.timestamp)) s\t\(frame.width)×\(frame.height)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
