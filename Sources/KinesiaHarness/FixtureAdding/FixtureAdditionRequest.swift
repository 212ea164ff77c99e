import Foundation
import KinesiaManifest
import KinesiaMotion

/// What `kinesia fixture add` is asked to do: the file, its labels, how the entry reads, and
/// which manifest takes it. Checked by `FixtureAddition`, not here.
package struct FixtureAdditionRequest: Sendable {
    /// The video or kinesia recording (`.json`) to add.
    package var source: String
    package var exercise: ExerciseDefinition
    /// Nil: the exercise's default side.
    package var side: Side?
    package var reps: Int
    /// Each completed rep's peak time in seconds, one per rep.
    package var times: [Double]?
    package var unfinished: Int?
    package var tags: [String]
    /// Nil: the file's name without its extension (`defaultID`).
    package var id: String?
    package var manifest: String
    /// The fixture root `source` is under; nil: the one holding it most closely.
    package var root: String?
    /// Start `manifest`, which must not exist yet, with this one fixture root at the source's folder.
    package var startingRoot: String?
    package var camera: CameraTags
    /// Nil: filmed for a video, unstated for a recording.
    package var footage: Footage?
    /// A recording of the true keypoints, under a fixture root: the fixture is calibrated and its baseline written.
    package var keypoints: String?
    /// Where to write the frames at the counted reps' peaks.
    package var contactSheet: String?
    /// Check and report the entry; write no manifest or baseline.
    package var dryRun: Bool
    /// A disagreement with the labels adds nothing.
    package var requireMatch: Bool

    package init(
        source: String, exercise: ExerciseDefinition, side: Side? = nil, reps: Int, times: [Double]? = nil, unfinished: Int? = nil,
        tags: [String] = [], id: String? = nil, manifest: String, root: String? = nil, startingRoot: String? = nil,
        camera: CameraTags = CameraTags(), footage: Footage? = nil, keypoints: String? = nil, contactSheet: String? = nil,
        dryRun: Bool = false, requireMatch: Bool = false
    ) {
        self.source = source
        self.exercise = exercise
        self.side = side
        self.reps = reps
        self.times = times
        self.unfinished = unfinished
        self.tags = tags
        self.id = id
        self.manifest = manifest
        self.root = root
        self.startingRoot = startingRoot
        self.camera = camera
        self.footage = footage
        self.keypoints = keypoints
        self.contactSheet = contactSheet
        self.dryRun = dryRun
        self.requireMatch = requireMatch
    }

    package var fixtureID: String { id ?? Self.defaultID(for: source) }

    /// The file's name without its extension, kept to the characters an id may have.
    package static func defaultID(for path: String) -> String {
        let stem = URL(fileURLWithPath: path).deletingPathExtension().lastPathComponent
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-")
        let kept = String(stem.map { allowed.contains($0) ? $0 : "-" })
        return kept.isEmpty ? "fixture" : kept
    }

    /// The manifest entry this request makes of the checked file; the one place a request
    /// becomes a manifest entry.
    func entry(
        kind: FixtureSource.Kind, source placement: FixturePlacement, sourceSHA256: String, keypoints: FixtureFile?
    ) -> Fixture {
        Fixture(
            id: fixtureID, source: FixtureSource(kind: kind, file: FixtureFile(placement, sha256: sourceSHA256)), exercise: exercise,
            side: side ?? exercise.defaultSide, camera: camera, footage: footage ?? (kind == .video ? .filmed : nil), tags: tags,
            labels: Labels(reps: reps, times: times, unfinished: unfinished ?? 0, keypoints: keypoints.map(KeypointLabels.recording)),
            tolerances: Tolerances(keypoints: keypoints.map { _ in .baseline(path: BaselineLocation.relative(id: fixtureID), mark: .unwritten) }))
    }
}
