import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import Testing

/// Every manifest writer goes through `Fixture+YAML` and `ManifestHead`: what they write, the
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

    /// Every key the tools write, with values that need quoting where a string could be misread.
    var everyField: Fixture {
        Fixture(
            comments: ["Rendered by `kinesia render --height waist`: #1.", "Decoded frames sha256: 12ab"],
            id: "squat-side_1.2", source: FixtureSource(kind: .video, file: FixtureFile(root: "elsewhere", path: "clips/squat 1.mp4", sha256: digitsSHA)),
            exercise: ExerciseLibrary.squat, side: .left,
            camera: CameraTags(angle: .side, height: .floor, lens: .ultraWide, mirrored: true, lighting: .backlit),
            footage: .rendered, tags: ["rendered", "yes", "12", "two words", "#hash"],
            labels: Labels(
                reps: 3, times: [1.5, 3.0, 4.333], unfinished: 1,
                keypoints: .recording(FixtureFile(root: "elsewhere", path: "clips/squat.keypoints.json", sha256: sha))),
            tolerances: Tolerances(repTime: 0.75, keypoints: .inline(all: 0.048, joints: [.rightHip: 0.6, .nose: 0.25])),
            maxFrameRate: 12.5)
    }

    /// The other way to state keypoint tolerances, and files under the default root.
    var withBaseline: Fixture {
        Fixture(
            id: "push-up", source: FixtureSource(kind: .recording, file: FixtureFile(root: "here", path: "push-up.json", sha256: sha)),
            exercise: ExerciseLibrary.pushUp, side: .visible,
            labels: Labels(reps: 0, keypoints: .recording(FixtureFile(root: "here", path: "truth/push-up.json", sha256: sha))),
            tolerances: Tolerances(keypoints: .baseline(path: BaselineLocation.relative(id: "push-up"), mark: .unwritten)))
    }

    /// Every label a fixture can have (hand-labelled keypoints, unfinished reps' times, unseen
    /// stretches, a band, frames) and every fixture key a manifest may give.
    var everyLabel: Fixture {
        Fixture(
            id: "every-label", source: FixtureSource(kind: .recording, file: FixtureFile(root: "elsewhere", path: "every.json", sha256: sha)),
            exercise: ExerciseLibrary.squat, side: .right, footage: .synthetic,
            labels: Labels(
                reps: 2, times: [1.5, 3.25], peaks: [95, 101.5], verdicts: ["good", "tooShallow"], unfinished: 1, unfinishedTimes: [4.2],
                keypoints: .frames([
                    LabelledFrame(time: 1.5, points: [.leftKnee: PosePoint(x: 0.4, y: 0.6), .rightKnee: PosePoint(x: 0.5, y: 0.61, confidence: 0.9)]),
                    LabelledFrame(time: 3.25, points: [.nose: PosePoint(x: 0.5, y: 0.1, confidence: 0.75)]),
                ]),
                band: RepBand(quantity: .range, lower: 45, upper: 100), frames: 150,
                unseen: [UnseenLabel(joints: [.leftAnkle, .rightAnkle], from: 5, to: 6.5), UnseenLabel(joints: [.nose], from: 7, to: 7.25)]),
            tolerances: Tolerances(
                repTime: 0.4, peak: 8, keypoints: .inline(all: 0.6, joints: [.leftKnee: 0.02]), reason: "the knees are all that is judged"),
            runs: 4, maxFrameRate: 15, smoothing: 0.8, quarantine: Quarantine(reason: "far knee is occluded", issue: "#14"))
    }

    func load(_ fixtures: [Fixture]) throws -> ManifestLoadResult {
        let text = head.yaml + Fixture.yaml(fixtures, heading: ["Entries follow."], listIndent: "  ", defaultRoot: head.defaults.root)
        return try ManifestLoader(vocabulary: vocabulary).load(yaml: Array(text.utf8), path: "/manifests/every.yaml")
    }

    /// The one record both ways: written, read back, it is the fixture that was written, and
    /// writes the same text again.
    @Test func aFixtureWithEveryLabelReadsBackAsWritten() throws {
        let loaded = try load([everyLabel])
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        let read = try #require(loaded.manifest.fixtures.first)
        #expect(Self.placeless(read) == everyLabel)
        #expect(read.yaml(listIndent: "  ") == everyLabel.yaml(listIndent: "  "))
    }

    @Test func anEntryWithEveryFieldLoadsAsTheFixtureItDescribes() throws {
        let loaded = try load([everyField, withBaseline])
        #expect(loaded.errors.isEmpty, "\(loaded.errors)")
        // Neither says how many runs, so both get the manifest's default; comments are not read.
        let asRead = [everyField, withBaseline].map { fixture in
            var fixture = fixture
            (fixture.runs, fixture.comments) = (3, [])
            return fixture
        }
        #expect(loaded.manifest.fixtures.map(Self.placeless) == asRead)
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
        let text = withBaseline.yaml(listIndent: "  ", defaultRoot: "here")
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

    /// The fixture without the places it was read from, as one built in code has none.
    static func placeless(_ fixture: Fixture) -> Fixture {
        var fixture = fixture
        fixture.mark = .unwritten
        fixture.source.file = placeless(fixture.source.file)
        switch fixture.labels.keypoints {
        case .recording(let file)?: fixture.labels.keypoints = .recording(placeless(file))
        case .frames(let frames)?: fixture.labels.keypoints = .frames(frames.map { LabelledFrame(time: $0.time, points: $0.points) })
        case nil: break
        }
        if case .baseline(let path, _)? = fixture.tolerances.keypoints { fixture.tolerances.keypoints = .baseline(path: path, mark: .unwritten) }
        fixture.tolerances.keypointMarks = KeypointToleranceMarks()
        return fixture
    }

    static func placeless(_ file: FixtureFile) -> FixtureFile {
        FixtureFile(root: file.root, path: file.path, sha256: file.sha256)
    }
}
