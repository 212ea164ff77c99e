import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaSupport
import KinesiaTestSupport
import Testing

/// `ReferenceLandmarks` (the one reader of tfjs's landmark files) and `ReferenceRecording`
/// (landmarks + the video's own frame times → a keypoint-label recording).
struct ReferenceRecordingTests {
    static func scratchFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// Landmark `index` of frame `frame`, in pixels: every value different, so a landmark
    /// read into the wrong joint or frame shows.
    static func pixel(frame: Int, landmark index: Int) -> (x: Double, y: Double, z: Double) {
        (Double(frame) + Double(index) / 2, 60 - Double(index) * 1.5, Double(index) - 16)
    }

    static func landmarkJSON(frames: Int) -> String {
        let frameTexts = (0..<frames).map { frame in
            "[" + (0..<33).map { index in
                let point = pixel(frame: frame, landmark: index)
                return "[\(point.x), \(point.y), \(point.z)]"
            }.joined(separator: ",") + "]"
        }
        return "[" + frameTexts.joined(separator: ",\n") + "]"
    }

    /// A 64×48 video stored on its side with a display matrix that turns it upright
    /// (48×64), at irregular times: neither its size nor its frame times can be guessed.
    static let frameTimes = [0.0, 0.1, 0.25, 0.7]

    static func sidewaysVideo(in folder: URL) throws -> URL {
        let url = folder.appendingPathComponent("sideways.mp4")
        let writer = try VideoWriter(url: url, width: 64, height: 48, displayRotation: .clockwise90)
        for (index, time) in frameTimes.enumerated() {
            try writer.append(RGBImage(width: 64, height: 48, filledWith: RGBPixel(red: UInt8(index * 60), green: 90, blue: 30)), at: time)
        }
        try writer.finish()
        return url
    }

    @Test func theEstimatorMapsLandmarksAsThePublishedFormatNamesThem() {
        #expect(ReferenceLandmarks.joints.count == 33)
        #expect(Set(ReferenceLandmarks.joints).count == 33)
        #expect(ReferenceLandmarks.joints == BlazePoseEstimator.landmarkJoints)
    }

    @Test func aRecordingTakesTheVideosOwnFrameTimesAndUprightFrame() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = try Self.sidewaysVideo(in: folder)
        let landmarks = folder.appendingPathComponent("sideways.full.json")
        try Data(Self.landmarkJSON(frames: 4).utf8).write(to: landmarks)

        let recording = try ReferenceRecording.make(landmarks: landmarks, video: video)
        #expect(recording.source[.width] == 48 && recording.source[.height] == 64)
        #expect(recording.source[.path] == "sideways.mp4")
        #expect(recording.source[.sha256] == (try SHA256.hex(ofFileAt: video.path)))
        #expect(recording.source.fields["landmarks"]?["file"]?.stringValue == "sideways.full.json")
        #expect(recording.source.fields["landmarks"]?["sha256"]?.stringValue == (try SHA256.hex(ofFileAt: landmarks.path)))
        #expect(recording.poses.count == 4)
        for (pose, time) in zip(recording.poses, Self.frameTimes) {
            #expect(abs(pose.timestamp - time) < 1e-9, "pose at \(pose.timestamp) s for the frame at \(time) s")
        }
        for (frame, pose) in recording.poses.enumerated() {
            #expect(pose.aspectRatio == 48.0 / 64.0)
            #expect(pose.joints.count == 33)
            for (index, joint) in ReferenceLandmarks.joints.enumerated() {
                let pixel = Self.pixel(frame: frame, landmark: index)
                #expect(pose[joint] == PosePoint(x: pixel.x / 48, y: pixel.y / 64, confidence: 1), "frame \(frame), \(joint)")
            }
        }

        // Written and read back unchanged, and the same bytes from a second conversion.
        let first = folder.appendingPathComponent("first.json"), second = folder.appendingPathComponent("second.json")
        try recording.write(to: first)
        try ReferenceRecording.make(landmarks: landmarks, video: video).write(to: second)
        #expect(try Recording(contentsOf: first) == recording)
        #expect(try Data(contentsOf: first) == Data(contentsOf: second))
    }

    @Test func aFrameCountThatDiffersFromTheVideosNamesTheLandmarkFile() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = try Self.sidewaysVideo(in: folder)
        let landmarks = folder.appendingPathComponent("five.json")
        try Data(Self.landmarkJSON(frames: 5).utf8).write(to: landmarks)
        #expect {
            _ = try ReferenceRecording.make(landmarks: landmarks, video: video)
        } throws: { error in
            "\(error)" == "\(landmarks.path): $: 5 frames of landmarks, but the video \(video.path) has 4 frames"
        }
    }

    @Test func anUnreadableVideoIsNamed() throws {
        let folder = try Self.scratchFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let landmarks = folder.appendingPathComponent("one.json"), video = folder.appendingPathComponent("missing.mp4")
        try Data(Self.landmarkJSON(frames: 1).utf8).write(to: landmarks)
        #expect(throws: MediaError.fileNotFound(path: video.path)) {
            _ = try ReferenceRecording.make(landmarks: landmarks, video: video)
        }
    }

    /// One good frame's text, to build bad files around.
    static let frame = "[" + Array(repeating: "[1, 2, 3]", count: 33).joined(separator: ",") + "]"
    static func frame(replacing index: Int, with landmark: String) -> String {
        var landmarks = Array(repeating: "[1, 2, 3]", count: 33)
        landmarks[index] = landmark
        return "[" + landmarks.joined(separator: ",") + "]"
    }

    @Test(arguments: [
        ("{\"frames\": []}", "bad.json: $: expected an array of frames, found an object"),
        ("[]", "bad.json: $: no frames"),
        ("[\(frame), {\"nose\": [1, 2]}]", "bad.json: $[1]: expected an array of 33 landmarks, found an object"),
        ("[\(frame), [" + Array(repeating: "[1, 2, 3]", count: 32).joined(separator: ",") + "]]",
         "bad.json: $[1]: expected 33 BlazePose landmarks, found 32"),
        ("[\(frame(replacing: 5, with: "[1, 2]"))]", "bad.json: $[0][5]: expected [x, y, z], found 2 numbers"),
        ("[\(frame(replacing: 7, with: "{\"x\": 1}"))]", "bad.json: $[0][7]: expected an array [x, y, z], found an object"),
        ("[\(frame(replacing: 32, with: "[1, \"2\", 3]"))]", "bad.json: $[0][32][1]: expected a number, found a string"),
    ])
    func badLandmarksAreErrorsNamingTheFileAndTheJSONPath(text: String, message: String) {
        #expect {
            _ = try ReferenceLandmarks(data: Data(text.utf8), file: "bad.json")
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func aSyntaxErrorNamesTheFileLineAndColumn() {
        #expect {
            _ = try ReferenceLandmarks(data: Data("[[\n[1, 2,".utf8), file: "cut.json")
        } throws: { error in
            "\(error)".hasPrefix("cut.json:2:")
        }
    }

    @Test(.needsSharedData)
    func thePublishedSquatLandmarksRead() throws {
        let reference = try ReferenceLandmarks(contentsOf: SharedData.squatLandmarks)
        #expect(reference.frames.count == 65)
        #expect(reference.frames.allSatisfy { $0.count == 33 })
        let first = reference.points(ofFrame: 0, width: 720, height: 1280)
        #expect(first[.nose] == PosePoint(x: 360.10016441345215 / 720, y: 238.05194854736328 / 1280))
        // She faces the camera: her left shoulder is on the image's right.
        #expect(try #require(first[.leftShoulder]).x > #require(first[.rightShoulder]).x)
    }
}
