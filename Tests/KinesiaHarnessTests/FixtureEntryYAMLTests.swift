import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import Testing

/// Every manifest writer goes through `FixtureEntry` and `ManifestHead`: what they write, the
/// real loader reads back as the fixtures and roots they describe.
struct FixtureEntryYAMLTests {
    let vocabulary = ManifestVocabulary(exercises: ["squat", "pushUp"], sides: ["left", "right", "visible"])
    let sha = String(repeating: "9f", count: 32)
    /// A checksum of digits only would read as a number unquoted.
    let digitsSHA = String(repeating: "0", count: 63) + "1"

    let head = ManifestHead(
        comments: ["A manifest every writer's keys are in.", "Two lines of comment."],
        roots: [
            ManifestHead.Root(name: "here", path: "."),
            ManifestHead.Root(name: "elsewhere", comments: ["Outside the repository."], environmentVariable: "KINESIA_ELSEWHERE", path: "../../shared data", whenMissing: .skip),
        ],
        defaults: ManifestHead.Defaults(root: "here", runs: 3))

    /// Every key the entry has, with values that need quoting where a string could be misread.
    var everyField: FixtureEntry {
        FixtureEntry(
            comments: ["Rendered by `kinesia render --height waist`: #1.", "Decoded frames sha256: 12ab"],
            id: "squat-side_1.2", kind: .video, source: FixtureEntry.File(path: "clips/squat 1.mp4", root: "elsewhere", sha256: digitsSHA),
            exercise: "squat", side: .left,
            camera: CameraTags(angle: .side, height: .floor, lens: .ultraWide, mirrored: true, lighting: .backlit),
            footage: .rendered, tags: ["rendered", "yes", "12", "two words", "#hash"],
            labels: FixtureEntry.Labels(
                reps: 3, times: [1.5, 3.0, 4.333], unfinished: 1,
                keypoints: FixtureEntry.File(path: "clips/squat.keypoints.json", root: "elsewhere", sha256: sha)),
            tolerances: FixtureEntry.Tolerances(repTime: 0.75, keypoint: 0.048, joints: [.rightHip: 0.6, .nose: 0.25]),
            maxFrameRate: 12.5)
    }

    /// The other way to state keypoint tolerances, and a file left to the default root.
    var withBaseline: FixtureEntry {
        FixtureEntry(
            id: "push-up", kind: .recording, source: FixtureEntry.File(path: "push-up.json", root: nil, sha256: sha),
            exercise: "pushUp", side: .visible,
            labels: FixtureEntry.Labels(reps: 0, keypoints: FixtureEntry.File(path: "truth/push-up.json", root: nil, sha256: sha)),
            tolerances: FixtureEntry.Tolerances(baseline: BaselineLocation.relative(id: "push-up")))
    }

    func load(_ entries: [FixtureEntry]) throws -> ManifestLoadResult {
        let text = head.yaml + FixtureEntry.yaml(entries, heading: ["Entries follow."], listIndent: "  ")
        return try ManifestLoader(vocabulary: vocabulary).load(yaml: Array(text.utf8), path: "/manifests/every.yaml")
    }

    @Test func anEntryWithEveryFieldLoadsAsTheFixtureItDescribes() throws {
        let loaded = try load([everyField, withBaseline])
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        try #require(loaded.manifest.fixtures.count == 2)
        expect(loaded.manifest.fixtures[0], matches: everyField, root: "elsewhere", runs: 3)
        expect(loaded.manifest.fixtures[1], matches: withBaseline, root: "here", runs: 3)
    }

    @Test func theHeadLoadsAsTheRootsItDescribes() throws {
        let roots = try load([withBaseline]).manifest.roots
        #expect(roots.map(\.name) == ["here", "elsewhere"])
        #expect(roots.map(\.path) == [".", "../../shared data"])
        #expect(roots.map(\.environmentVariable) == [nil, "KINESIA_ELSEWHERE"])
        #expect(roots.map(\.whenMissing) == [.fail, .skip])
    }

    /// What `kinesia render` and the tools have always written, byte for byte: their manifests
    /// and the pins of rendered entries stay as they are.
    @Test func anEntryIsWrittenInTheManifestsLayout() {
        let text = withBaseline.yaml(listIndent: "  ")
        #expect(text == """
              - id: push-up
                source:
                  recording: push-up.json
                  sha256: \(sha)
                exercise: pushUp
                side: visible
                labels:
                  reps: 0
                  keypoints:
                    recording: truth/push-up.json
                    sha256: \(sha)
                tolerances:
                  baseline: baselines/push-up.json

            """)
        #expect(everyField.yaml(listIndent: "").hasPrefix("""
            # Rendered by `kinesia render --height waist`: #1.
            # Decoded frames sha256: 12ab
            - id: squat-side_1.2
              source:
                video: "clips/squat 1.mp4"
            """))
        #expect(everyField.yaml(listIndent: "").contains("""
              camera: {angle: side, height: floor, lens: ultraWide, mirrored: true, lighting: backlit}
              footage: rendered
              tags: [rendered, "yes", "12", "two words", "#hash"]
            """))
        #expect(everyField.yaml(listIndent: "").hasSuffix("""
              tolerances:
                repTime: 0.75
                keypoint: 0.048
                joints: {nose: 0.25, rightHip: 0.6}
              maxFrameRate: 12.5

            """))
    }

    private func expect(_ fixture: Fixture, matches entry: FixtureEntry, root: String, runs: Int) {
        #expect(fixture.id == entry.id)
        #expect(fixture.source.kind == entry.kind)
        expect(fixture.source.file, matches: entry.source, root: root)
        #expect(fixture.exercise == entry.exercise)
        #expect(fixture.side == entry.side.rawValue)
        #expect(fixture.camera == entry.camera)
        #expect(fixture.footage == entry.footage)
        #expect(fixture.tags == entry.tags)
        #expect(fixture.labels.reps == entry.labels.reps)
        #expect(fixture.labels.times == entry.labels.times)
        #expect(fixture.labels.unfinished == entry.labels.unfinished ?? 0)
        switch (fixture.labels.keypoints, entry.labels.keypoints) {
        case (.recording(let loaded)?, let written?): expect(loaded, matches: written, root: root)
        case (nil, nil): break
        default: Issue.record("keypoint labels \(String(describing: fixture.labels.keypoints)), written \(String(describing: entry.labels.keypoints))")
        }
        #expect(fixture.tolerances.repTime == entry.tolerances.repTime ?? Tolerances.defaultRepTime)
        switch fixture.tolerances.keypoints {
        case .inline(let all, let joints)?: #expect(all == entry.tolerances.keypoint && joints == entry.tolerances.joints && entry.tolerances.baseline == nil)
        case .baseline(let path, _)?: #expect(path == entry.tolerances.baseline && entry.tolerances.keypoint == nil && entry.tolerances.joints.isEmpty)
        case nil: #expect(entry.tolerances == FixtureEntry.Tolerances(repTime: entry.tolerances.repTime))
        }
        #expect(fixture.maxFrameRate == entry.maxFrameRate)
        #expect(fixture.runs == runs)
    }

    private func expect(_ file: FixtureFile, matches written: FixtureEntry.File, root: String) {
        #expect(file.path == written.path && file.root == root && file.sha256 == written.sha256)
        if let writtenRoot = written.root { #expect(writtenRoot == root) }
    }
}
