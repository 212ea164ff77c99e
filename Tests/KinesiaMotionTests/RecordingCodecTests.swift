import Foundation
import KinesiaMotion
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// The error message reading `json` as `run.json` gives, or nil if it reads.
private func readError(_ json: String) -> String? {
    do {
        _ = try Recording(data: Data(json.utf8), file: "run.json")
        return nil
    } catch {
        return error.description
    }
}

/// A recording whose frame 0 is at t = 0 and whose last frame holds `point` for the right
/// elbow: errors deep inside land at a known path.
private func withElbow(_ point: String, frames: Int = 4) -> String {
    var lines = (0..<frames - 1).map { #"{"t": \#(Double($0) / 10), "points": {"nose": [0.5, 0.1]}},"# }
    lines.append(#"{"t": 1.0, "points": {"rightElbow": \#(point)}}"#)
    return "{\"format\": \"kinesia.recording\", \"version\": 1, \"source\": {}, \"frames\": [\n"
        + lines.joined(separator: "\n") + "\n]}"
}

private let header = #"{"format": "kinesia.recording", "version": 1, "#

private let sample = Recording(
    source: RecordingProvenance(kind: "video", path: "clips/curl.mp4", sha256: "ab12", width: 1920, height: 1080,
                            model: "blazepose-full", mirrored: false, maxFrameRate: 30),
    poses: [
        Pose(points: [.rightElbow: PosePoint(x: 0.1, y: 1.0 / 3, confidence: 0.98),
                      .nose: PosePoint(x: 0.5, y: 1e-7)],
             timestamp: 0, aspectRatio: 1920.0 / 1080),
        Pose(points: [Joint: PosePoint](), timestamp: 1.0 / 30, aspectRatio: 1920.0 / 1080),
        Pose(points: [.leftFootIndex: PosePoint(x: -0.25, y: 1.125, confidence: 0.5)],
             timestamp: 1.0 / 30, aspectRatio: 1920.0 / 1080),
    ])

@Test func writingIsCanonicalAndByteStable() throws {
    let text = try sample.canonicalText()
    #expect(text == """
        {"format":"kinesia.recording","version":1,"source":{"height":1080,"kind":"video","maxFrameRate":30.0,\
        "mirrored":false,"model":"blazepose-full","path":"clips/curl.mp4","sha256":"ab12","width":1920},"frames":[
        {"t":0.0,"points":{"nose":[0.5,1e-07,1.0],"rightElbow":[0.1,0.3333333333333333,0.98]}},
        {"t":0.03333333333333333,"points":{}},
        {"t":0.03333333333333333,"points":{"leftFootIndex":[-0.25,1.125,0.5]}}
        ]}

        """)
    let reread = try Recording(data: Data(text.utf8), file: "sample.json")
    #expect(reread == sample)
    #expect(try reread.canonicalText() == text)
}

@Test func roundTripThroughAFileKeepsPosesAndBytes() throws {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-codec-\(UUID().uuidString).json")
    defer { try? FileManager.default.removeItem(at: url) }
    var poses: [Pose] = []
    var generator = SeededRandom(seed: 7)
    for frame in 0..<200 {
        var points: [Joint: PosePoint] = [:]
        for joint in Joint.allCases where generator.unit() > 0.3 {
            points[joint] = PosePoint(x: generator.unit(), y: generator.unit(), confidence: max(generator.unit(), 0.01))
        }
        poses.append(Pose(points: points, timestamp: Double(frame) * 0.0333667, aspectRatio: 1))
    }
    let recording = Recording(source: RecordingProvenance(kind: "synthetic"), poses: poses)
    try recording.write(to: url)
    let first = try Data(contentsOf: url)
    let reread = try Recording(contentsOf: url)
    #expect(reread.poses == poses)
    try reread.write(to: url)
    #expect(try Data(contentsOf: url) == first)
}

@Test func invalidPointsAreNotWritten() throws {
    let pose = Pose(points: [.nose: PosePoint(x: 0.5, y: 0.5, confidence: 0),
                             .neck: PosePoint(x: 0.5, y: 0.6, confidence: 0.7)], timestamp: 2)
    let text = try Recording(poses: [pose]).canonicalText()
    #expect(text.contains(#"{"t":2.0,"points":{"neck":[0.5,0.6,0.7]}}"#))
}

@Test func twoNumbersMeanFullConfidenceAndSizeGivesTheAspectRatio() throws {
    let json = header + #""source": {"width": 720, "height": 1280}, "frames": [{"t": 0.5, "points": {"leftKnee": [0.25, 0.75]}}]}"#
    let recording = try Recording(data: Data(json.utf8), file: "run.json")
    #expect(recording.poses.count == 1)
    #expect(recording.poses[0][.leftKnee] == PosePoint(x: 0.25, y: 0.75, confidence: 1))
    #expect(recording.poses[0].timestamp == 0.5)
    #expect(recording.poses[0].aspectRatio == 720.0 / 1280)
    #expect(recording.source.aspectRatio == 0.5625)
    #expect(recording.source[.width] == 720)
    #expect(recording.source[.kind] == nil)
    #expect(sample.source[.kind] == "video" && sample.source[.mirrored] == false && sample.source[.maxFrameRate] == 30)
}

@Test func equalTimestampsAreAllowedAndMissingSourceIsEmpty() throws {
    let json = header + #""frames": [{"t": 1, "points": {}}, {"t": 1, "points": {}}]}"#
    let recording = try Recording(data: Data(json.utf8), file: "run.json")
    #expect(recording.poses.map(\.timestamp) == [1, 1])
    #expect(recording.source == RecordingProvenance())
}

private let jointListMessage: String =
    #"run.json: $.frames[3].points.tail: unknown joint "tail" (joints: "# + Joint.allCases.map(\.rawValue).joined(separator: ", ") + ")"

private let rejectedRecordings: [(json: String, message: String)] = [
    // Numbers that are not finite, in every form JSON text can carry them.
    (withElbow("[0.5, NaN, 1]"), "run.json:5:43: $.frames[3].points.rightElbow[1]: not a finite number (NaN is not JSON)"),
    (withElbow("[Infinity, 0.5]"), "run.json:5:38: $.frames[3].points.rightElbow[0]: not a finite number (Infinity is not JSON)"),
    (withElbow("[0.5, -Infinity]"), "run.json:5:43: $.frames[3].points.rightElbow[1]: not a finite number (-Infinity is not JSON)"),
    (withElbow("[0.5, 1e999]"), "run.json:5:43: $.frames[3].points.rightElbow[1]: not a finite number (1e999 overflows a Double)"),
    // Joints.
    (withElbow("[0.5, 0.5]").replacingOccurrences(of: "rightElbow", with: "rightElbo"),
     #"run.json: $.frames[3].points.rightElbo: unknown joint "rightElbo" (did you mean rightElbow?)"#),
    (withElbow("[0.5, 0.5]").replacingOccurrences(of: "rightElbow", with: "tail"),
     jointListMessage),
    (header + #""frames": [{"t": 0, "points": {"nose": [0.5, 0.5], "nose": [0.5, 0.5]}}]}"#,
     "run.json: $.frames[0].points.nose: field given twice"),
    // Points.
    (withElbow("[0.5, 0.5, 1.5]"), "run.json: $.frames[3].points.rightElbow[2]: confidence 1.5 is outside 0…1"),
    (withElbow("[0.5, 0.5, -0.1]"), "run.json: $.frames[3].points.rightElbow[2]: confidence -0.1 is outside 0…1"),
    (withElbow("[0.5]"), "run.json: $.frames[3].points.rightElbow: expected [x, y] or [x, y, confidence], found 1 numbers"),
    (withElbow("[0.5, 0.5, 1, 1]"), "run.json: $.frames[3].points.rightElbow: expected [x, y] or [x, y, confidence], found 4 numbers"),
    (withElbow("[0.5, \"0.5\"]"), "run.json: $.frames[3].points.rightElbow[1]: expected a number, found a string"),
    (withElbow("0.5"), "run.json: $.frames[3].points.rightElbow: expected an array [x, y, confidence], found a number"),
    // Timestamps.
    (header + #""frames": [{"t": 1.0, "points": {}}, {"t": 0.5, "points": {}}]}"#,
     "run.json: $.frames[1].t: timestamp 0.5 goes backwards (frame 0 is at 1.0)"),
    (header + #""frames": [{"t": "0", "points": {}}]}"#, "run.json: $.frames[0].t: expected a number, found a string"),
    // Missing fields and wrong shapes.
    (header + #""frames": [{"points": {}}]}"#, #"run.json: $.frames[0]: missing field "t""#),
    (header + #""frames": [{"t": 0}]}"#, #"run.json: $.frames[0]: missing field "points""#),
    (header + #""frames": [{"t": 0, "points": []}]}"#, "run.json: $.frames[0].points: expected an object, found an array"),
    (header + #""frames": [[]]}"#, "run.json: $.frames[0]: expected an object, found an array"),
    (header + #""frames": {}}"#, "run.json: $.frames: expected an array, found an object"),
    (header + #""source": {}}"#, #"run.json: $: missing field "frames""#),
    (header + #""frames": [{"t": 0, "points": {}, "pionts": {}}]}"#,
     "run.json: $.frames[0].pionts: unknown field (expected points, t)"),
    (header + #""frames": [], "sorce": {}}"#, "run.json: $.sorce: unknown field (expected format, frames, source, version)"),
    (#"{"version": 1, "frames": []}"#, #"run.json: $: missing field "format""#),
    (#"{"format": "kinesia.recording", "frames": []}"#, #"run.json: $: missing field "version""#),
    ("[]", "run.json: $: expected an object, found an array"),
    // Format and version.
    (#"{"format": "kinesia.manifest", "version": 1, "frames": []}"#,
     #"run.json: $.format: not a kinesia.recording file (format is "kinesia.manifest")"#),
    (#"{"format": "kinesia.recording", "version": 2, "frames": []}"#,
     "run.json: $.version: unsupported version 2 (this build reads version 1)"),
    (#"{"format": "kinesia.recording", "version": "1", "frames": []}"#,
     #"run.json: $.version: unsupported version "1" (this build reads version 1)"#),
    // Well-known source keys.
    (header + #""source": {"width": "wide"}, "frames": []}"#, "run.json: $.source.width: expected an integer in 1…100000, found a string"),
    (header + #""source": {"height": 0}, "frames": []}"#, "run.json: $.source.height: expected an integer in 1…100000, found 0"),
    (header + #""source": {"mirrored": 1}, "frames": []}"#, "run.json: $.source.mirrored: expected a boolean, found 1"),
    (header + #""source": [], "frames": []}"#, "run.json: $.source: expected an object, found an array"),
]

@Test(arguments: rejectedRecordings)
func readingRejectsWithThePlace(json: String, message: String) {
    #expect(readError(json) == message)
}

private let malformedJSON: [(json: String, message: String)] = [
    ("", "run.json:1:1: empty document"),
    (header + "\"frames\": [\n  {\"t\": 0, \"points\": {}}\n  {\"t\": 1, \"points\": {}}\n]}",
     "run.json:3:3: $.frames: expected ',' or ']' after array element, found '{'"),
    (header + "\"frames\": [{\"t\": 0, \"points\": {\"nose\": [0.5, 0.5,]}}]}",
     "run.json:1:96: $.frames[0].points.nose[2]: unexpected ']'"),
    (header + "\"frames\": [{\"t\": 01, \"points\": {}}]}", "run.json:1:64: $.frames[0].t: numbers must not have leading zeros"),
    (header + "\"source\": {\"path\": \"é\u{1}\"}, \"frames\": []}", "run.json:1:68: $.source.path: unescaped control character in string (a missing closing quote?)"),
    (header + "\"frames\": []} x", "run.json:1:61: unexpected 'x' after the JSON value"),
    (header + "\"frames\": [", "run.json:1:58: $.frames[0]: unexpected end of file"),
]

@Test(arguments: malformedJSON)
func syntaxErrorsGiveLineAndColumn(json: String, message: String) {
    #expect(readError(json) == message)
}

@Test func writingRefusesWhatReadingWouldReject() {
    func writeError(_ poses: [Pose], source: RecordingProvenance = RecordingProvenance()) -> String? {
        do {
            _ = try Recording(source: source, poses: poses).canonicalText()
            return nil
        } catch {
            return error.description
        }
    }
    let good = Pose(points: [.nose: PosePoint(x: 0.5, y: 0.5)], timestamp: 1)
    #expect(writeError([good, Pose(points: [.nose: PosePoint(x: .nan, y: 0.5)], timestamp: 2)])
        == "$.frames[1].points.nose[0]: not a finite number")
    #expect(writeError([good, Pose(points: [.neck: PosePoint(x: 0.5, y: 0.5, confidence: 2)], timestamp: 2)])
        == "$.frames[1].points.neck[2]: confidence 2.0 is outside 0…1")
    #expect(writeError([good, Pose.empty(at: 0.5)]) == "$.frames[1].t: timestamp 0.5 goes backwards (frame 0 is at 1.0)")
    #expect(writeError([Pose.empty(at: .infinity)]) == "$.frames[0].t: not a finite number")
    #expect(writeError([good], source: RecordingProvenance(["extra": ["gain": .number(.nan)]]))
        == "$.source.extra.gain: not a finite number")
    #expect(writeError([good], source: RecordingProvenance(["width": -3])) == "$.source.width: expected an integer in 1…100000, found -3")
}

@Test func missingFileIsNamed() {
    let name = "kinesia-absent-\(UUID().uuidString).json"
    #expect(throws: JSONFileError(file: name, .unreadable("no such file"))) {
        try Recording(contentsOf: URL(fileURLWithPath: name))
    }
}

@Test func providerReplaysTheRecording() async throws {
    let poses = try await RecordedPoseProvider(recording: sample).readAll()
    #expect(poses == sample.poses)
}
