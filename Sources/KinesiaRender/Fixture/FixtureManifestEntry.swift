import Foundation
import KinesiaMotion

/// The manifest entry of a rendered fixture (YAML, as manifests/SCHEMA.md has it): the video
/// and its truth recording under the `rendered` fixture root, camera tags from the settings,
/// the reps with their peak times, and keypoint tolerances.
public struct FixtureManifestEntry: Sendable {
    public var id: String
    public var video: String
    public var videoSHA256: String
    public var truth: String
    public var truthSHA256: String
    public var exercise: String
    public var settings: RenderSettings
    public var repTimes: [Double]
    /// Normalized distance any visible joint may stray from its label.
    public var keypointTolerance: Double
    /// Joints hidden in some frames, whose guesses get a wide tolerance.
    public var hiddenJoints: [Joint]
    public var hiddenTolerance: Double
    public var comment: String
    public var root = "rendered"
    /// The video's pin: `DecodedFrames.digest`, written as a comment.
    public var decodedFramesSHA256: String?

    public init(
        id: String, video: String, videoSHA256: String, truth: String, truthSHA256: String, exercise: String,
        settings: RenderSettings, repTimes: [Double], keypointTolerance: Double, hiddenJoints: [Joint],
        hiddenTolerance: Double, comment: String
    ) {
        self.id = id
        self.video = video
        self.videoSHA256 = videoSHA256
        self.truth = truth
        self.truthSHA256 = truthSHA256
        self.exercise = exercise
        self.settings = settings
        self.repTimes = repTimes
        self.keypointTolerance = keypointTolerance
        self.hiddenJoints = hiddenJoints
        self.hiddenTolerance = hiddenTolerance
        self.comment = comment
    }

    /// The schema's camera angle nearest the yaw.
    public static func angle(yaw: Double) -> String {
        let turned = (yaw.truncatingRemainder(dividingBy: 360) + 360).truncatingRemainder(dividingBy: 360)
        let fromFront = min(turned, 360 - turned)
        if fromFront < 22.5 { return "front" }
        if fromFront < 67.5 { return "diagonal" }
        if fromFront < 135 { return "side" }
        return "back"
    }

    public static func height(metres: Double) -> String {
        if metres < 0.45 { return "floor" }
        if metres < 1.1 { return "waist" }
        if metres < 1.5 { return "chest" }
        if metres < 1.9 { return "head" }
        return "overhead"
    }

    public static func lighting(_ lighting: Lighting) -> String {
        if lighting.backlit { return "backlit" }
        if lighting.brightness < 0.7 { return "dim" }
        if lighting.brightness > 1.2 { return "bright" }
        return "normal"
    }

    public var yaml: String {
        let camera = "{angle: \(Self.angle(yaw: settings.yaw)), height: \(Self.height(metres: settings.cameraHeight)), "
            + "lens: \(settings.lens == .front ? "wide" : "standard"), mirrored: \(settings.mirrored), lighting: \(Self.lighting(settings.lighting))}"
        var lines: [String] = [
            "  # \(comment)",
            decodedFramesSHA256.map { "  # Decoded frames sha256: \($0)" },
            "  - id: \(id)",
            "    source:",
            "      video: \(video)",
            "      root: \(root)",
            "      sha256: \(videoSHA256)",
            "    exercise: \(exercise)",
            "    side: \((ExerciseLibrary.named(exercise)?.defaultSide ?? .visible).rawValue)",
            "    camera: \(camera)",
            "    footage: rendered",
            "    tags: [rendered]",
            "    labels:",
            "      reps: \(repTimes.count)",
            "      times: [\(repTimes.map(Self.seconds).joined(separator: ", "))]",
            "      keypoints:",
            "        recording: \(truth)",
            "        root: \(root)",
            "        sha256: \(truthSHA256)",
            "    tolerances:",
            "      keypoint: \(keypointTolerance)",
        ].compactMap { $0 }
        if !hiddenJoints.isEmpty {
            lines.append("      joints: {\(hiddenJoints.sorted().map { "\($0.rawValue): \(hiddenTolerance)" }.joined(separator: ", "))}")
        }
        if settings.frameRate != 30 { lines.append("    maxFrameRate: \(Self.seconds(settings.frameRate))") }
        return lines.joined(separator: "\n") + "\n"
    }

    static func seconds(_ value: Double) -> String {
        let rounded = (value * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(format: "%.1f", rounded) : String(rounded)
    }
}
