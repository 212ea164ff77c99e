import Foundation
import KinesiaMotion
import KinesiaSupport
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

/// `kinesia import`: a phone's `RecordedFrame` array in Apple Vision's coordinates (or in
/// pixels) becomes a recording that counts exactly as the same motion saved by Kinesia.
struct ImportCommandTests {
    /// Seven squats seen from the side, with a little noise and a few lost joints.
    static func session() -> SyntheticSession {
        var session = SyntheticSession(motion: .squat, reps: 7, repDuration: 2)
        session.camera = .side
        session.noise = 0.002
        session.dropout = 0.05
        return session
    }

    /// The poses as a device would save them: `[x, y, confidence]` per joint, y from the
    /// bottom in normalized units (Vision), or pixels from the top.
    static func deviceFrames(_ poses: [Pose], pixels: Bool) -> JSONValue {
        .array(poses.map { pose in
            .object([
                JSONMember("t", .number(pose.timestamp)),
                JSONMember("points", .object(pose.points.map { joint, point in
                    let coordinates = pixels ? [point.x * 720, point.y * 1280] : [point.x, 1 - point.y]
                    return JSONMember(joint.rawValue, .array((coordinates + [point.confidence]).map { .number($0) }))
                })),
            ])
        })
    }

    static func count(_ recording: URL) throws -> [String: Any] {
        let result = try KinesiaProcess.run(["count", recording.path, "--exercise", "squat", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        return try #require(JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [false, true])
    func anImportedDeviceRecordingCountsAsTheSameMotionInKinesiasFormat(pixels: Bool) throws {
        let directory = try scratchDirectory()
        let poses = Self.session().poses()
        let native = directory.appendingPathComponent("native.json")
        try Recording(source: RecordingProvenance(kind: "synthetic", width: 720, height: 1280), poses: poses).write(to: native)

        let device = directory.appendingPathComponent("device.json")
        let frames = Self.deviceFrames(poses, pixels: pixels)
        // The pixel file says how to read it; the Vision array says nothing and is told.
        let file: JSONValue = pixels
            ? .object([JSONMember("origin", "topLeft"), JSONMember("units", "pixels"), JSONMember("width", 720),
                       JSONMember("height", 1280), JSONMember("frames", frames)])
            : frames
        try Data(try JSONWriter().text(for: file).utf8).write(to: device)
        let imported = directory.appendingPathComponent("imported.json")
        let told = pixels ? [] : ["--origin", "bottomLeft", "--units", "normalized", "--size", "720x1280"]
        let result = try KinesiaProcess.run(["import", device.path, "-o", imported.path] + told)
        #expect(result.status == 0, "\(result.errors)")

        let recording = try Recording(contentsOf: imported)
        #expect(recording.source[.width] == 720 && recording.source[.height] == 1280)
        #expect(recording.source.fields["origin"]?.stringValue == (pixels ? "topLeft" : "bottomLeft"))
        #expect(recording.poses.count == poses.count)
        let largest = zip(recording.poses, try Recording(contentsOf: native).poses).flatMap { a, b in
            a.points.map { joint, point in max(abs(point.x - b[joint]!.x), abs(point.y - b[joint]!.y)) }
        }.max() ?? 1
        #expect(largest < 1e-9, "largest coordinate difference \(largest)")

        let fromDevice = try Self.count(imported), fromKinesia = try Self.count(native)
        #expect(fromDevice["reps"] as? Int == 7)
        #expect(fromDevice["reps"] as? Int == fromKinesia["reps"] as? Int)
        #expect(fromDevice["peaks"] as? [Double] == fromKinesia["peaks"] as? [Double])
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [
        ("[{\"t\": 0, \"points\": {}}]", [String](), "does not say its origin"),
        ("[{\"t\": 0, \"points\": {}}]", ["--origin", "bottomLeft", "--units", "normalized"], "does not say its width and height"),
        ("{\"origin\": \"topLeft\", \"frames\": []}", ["--origin", "bottomLeft"], "$.origin: the file says origin is topLeft, but bottomLeft was given"),
        ("{\"origin\": \"upside\", \"frames\": []}", [String](), "$.origin: unknown value \"upside\" (expected one of topLeft, bottomLeft)"),
        ("[{\"t\": 1, \"points\": {}}, {\"t\": 0.5, \"points\": {}}]", ["--origin", "topLeft", "--units", "pixels", "--size", "720x1280"], "$[1].t"),
        ("[{\"t\": 0, \"points\": {\"rightElbo\": [1, 2]}}]", ["--origin", "topLeft", "--units", "pixels", "--size", "720x1280"], "$[0].points.rightElbo"),
        ("{\"frames\": [], \"fps\": 30}", [String](), "$.fps: unknown field"),
        ("[]", ["--origin", "topLeft", "--units", "pixels", "--size", "720"], "--size expects WIDTHxHEIGHT"),
    ])
    func refusalsNameTheJSONPathOrTheOption(content: String, options: [String], message: String) throws {
        let directory = try scratchDirectory()
        let device = directory.appendingPathComponent("device.json")
        try Data(content.utf8).write(to: device)
        let result = try KinesiaProcess.run(["import", device.path, "-o", directory.appendingPathComponent("out.json").path] + options)
        #expect(result.status == 2)
        #expect(result.errors.contains(message), "\(result.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("out.json").path))
    }
}
