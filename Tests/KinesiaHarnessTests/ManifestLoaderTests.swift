import Foundation
import KinesiaMotion
import Testing
import KinesiaHarness
import KinesiaYAML
import KinesiaManifest

private let anySHA = String(repeating: "ab", count: 32)

/// Eleven lines: one valid fixture, so that the fixture under test starts at line 12 and the
/// tests can check that a broken fixture leaves the good one loaded.
private let header = """
    version: 1
    fixtureRoots:
      recordings: fixtures
    defaults:
      root: recordings
    fixtures:
      - id: good
        source: {recording: good.json, sha256: \(anySHA)}
        exercise: squat
        side: left
        labels: {reps: 3}

    """

@Test func validManifestReadsIntoTheExpectedModel() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load("""
        version: 1
        fixtureRoots:
          recordings: fixtures
          videos:
            env: KINESIA_TEST_VIDEOS
            whenMissing: skip
        defaults:
          root: recordings
          runs: 3
          tolerances:
            repTime: 0.4
            keypoint: 0.05
        fixtures:
          - id: squat-side-floor
            source:
              recording: squats/side.json
              sha256: \(anySHA)
            exercise: squat
            side: right
            camera: {angle: side, height: floor, lens: wide, mirrored: false, lighting: dim}
            tags: [regression, "yes", '12']
            labels:
              reps: 2
              times: [1.5, 3]
              peaks: [95, 101.5]
              verdicts: [good, shallow]
              unfinished: 1
              unfinishedTimes: [4.2]
              keypoints:
                frames:
                  - t: 1.5
                    points: {leftKnee: [0.4, 0.6], rightKnee: [0.5, 0.61, 0.9]}
            tolerances:
              peak: 8
              joints: {leftKnee: 0.02}
            maxFrameRate: 15
            smoothing: 1
            quarantine:
              reason: far knee is occluded
              issue: "#14"
          - id: pushup-front
            source:
              video: pushup.mp4
              root: videos
              sha256: \(anySHA.uppercased())
            exercise: pushUp
            side: left
            labels:
              reps: 5
              keypoints:
                recording: pushup.reference.json
                sha256: \(anySHA)
            tolerances:
              baseline: baselines/pushup.json
        """)
    #expect(result.errors == [])
    let expected = Manifest(
        path: sandbox.manifestPath, version: 1,
        roots: [
            FixtureRoot(name: "recordings", environmentVariable: nil, path: "fixtures", whenMissing: .fail, mark: YAMLMark(line: 3, column: 15)),
            FixtureRoot(name: "videos", environmentVariable: "KINESIA_TEST_VIDEOS", path: nil, whenMissing: .skip, mark: YAMLMark(line: 5, column: 5)),
        ],
        fixtures: [
            Fixture(
                id: "squat-side-floor",
                source: FixtureSource(kind: .recording, file: FixtureFile(
                    root: "recordings", path: "squats/side.json", sha256: anySHA,
                    pathMark: YAMLMark(line: 16, column: 18), sha256Mark: YAMLMark(line: 17, column: 15))),
                exercise: ExerciseLibrary.squat, side: .right,
                camera: CameraTags(angle: .side, height: .floor, lens: .wide, mirrored: false, lighting: .dim),
                tags: ["regression", "yes", "12"],
                labels: Labels(
                    reps: 2, times: [1.5, 3], peaks: [95, 101.5], verdicts: ["good", "shallow"],
                    unfinished: 1, unfinishedTimes: [4.2],
                    keypoints: .frames([LabelledFrame(
                        time: 1.5,
                        points: [.leftKnee: PosePoint(x: 0.4, y: 0.6), .rightKnee: PosePoint(x: 0.5, y: 0.61, confidence: 0.9)],
                        mark: YAMLMark(line: 31, column: 13))])),
                tolerances: Tolerances(
                    repTime: 0.4, peak: 8, keypoints: .inline(all: 0.05, joints: [.leftKnee: 0.02]),
                    keypointMarks: KeypointToleranceMarks(all: YAMLMark(line: 12, column: 15), joints: [.leftKnee: YAMLMark(line: 35, column: 26)])),
                runs: 3, maxFrameRate: 15, smoothing: 1,
                quarantine: Quarantine(reason: "far knee is occluded", issue: "#14"),
                mark: YAMLMark(line: 14, column: 5)),
            Fixture(
                id: "pushup-front",
                source: FixtureSource(kind: .video, file: FixtureFile(
                    root: "videos", path: "pushup.mp4", sha256: anySHA,
                    pathMark: YAMLMark(line: 43, column: 14), sha256Mark: YAMLMark(line: 45, column: 15))),
                exercise: ExerciseLibrary.pushUp, side: .left,
                labels: Labels(reps: 5, keypoints: .recording(FixtureFile(
                    root: "recordings", path: "pushup.reference.json", sha256: anySHA,
                    pathMark: YAMLMark(line: 51, column: 20), sha256Mark: YAMLMark(line: 52, column: 17)))),
                tolerances: Tolerances(repTime: 0.4, keypoints: .baseline(path: "baselines/pushup.json", mark: YAMLMark(line: 54, column: 17))),
                runs: 3,
                mark: YAMLMark(line: 41, column: 5)),
        ])
    #expect(result.manifest == expected)
}

@Test func builtInDefaultsApplyWhenNothingIsSaid() throws {
    let sandbox = try ManifestSandbox()
    let fixture = try #require(try sandbox.load(header).manifest.fixtures.first)
    #expect(fixture.runs == 2)
    #expect(fixture.tolerances == Tolerances(repTime: 0.5))
    #expect(fixture.camera == CameraTags())
    #expect(fixture.labels == Labels(reps: 3))
    #expect(fixture.maxFrameRate == nil && fixture.smoothing == nil && fixture.quarantine == nil)
}

@Test func unknownKeysAreNamedWithTheNearestKnownKey() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: typo
            source: {recording: typo.json, sha256: \(anySHA)}
            exercize: squat
            side: left
            labels: {reps: 1, unfinshed: 2}
        notes: hello
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):12:5: missing required key `exercise` in `fixtures[1]`",
        "\(file):14:5: unknown key `exercize` in `fixtures[1]`; did you mean `exercise`?",
        "\(file):16:23: unknown key `unfinshed` in `fixtures[1].labels`; did you mean `unfinished`?",
        "\(file):17:1: unknown key `notes` in the manifest (expected one of: version, fixtureRoots, defaults, fixtures)",
    ])
    #expect(result.manifest.fixtures.map(\.id) == ["good"])
}

@Test func wrongTypesNameTheFieldAndWhatWasFound() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: types
            source: {recording: t.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: two}
            runs: 2.5
            camera: {mirrored: yes, angle: sideways}
            tags: regression
            smoothing: 1.5
          - id: 12
            source: {recording: t.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 1, times: [.nan]}
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):16:20: `fixtures[1].labels.reps` must be an integer, found the string \"two\"",
        "\(file):17:11: `fixtures[1].runs` must be an integer, found the number 2.5",
        "\(file):18:24: `fixtures[1].camera.mirrored`: `yes` is ambiguous (a boolean in YAML 1.1, a string in YAML 1.2); write true or false, or quote it for a string",
        "\(file):18:36: unknown camera angle `sideways` in `fixtures[1].camera.angle` (expected one of: front, diagonal, side, back)",
        "\(file):19:11: `fixtures[1].tags` must be a list, found the string \"regression\"",
        "\(file):20:16: `fixtures[1].smoothing` must be a number above 0, at most 1, found 1.5",
        "\(file):21:9: `fixtures[2].id` must be a string, found the integer 12; quote it to make it one",
        "\(file):25:31: `fixtures[2].labels.times[0]` must be a finite number, found the number nan",
    ])
    #expect(result.manifest.fixtures.map(\.id) == ["good"])
}

@Test func missingRequiredKeysAreReportedAtTheirMapping() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: bare
            source: {recording: b.json}
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):12:5: missing required key `exercise` in `fixtures[1]`",
        "\(file):12:5: missing required key `side` in `fixtures[1]`",
        "\(file):12:5: missing required key `labels` in `fixtures[1]`",
        "\(file):13:13: missing required key `sha256` in `fixtures[1].source`",
    ])
}

@Test func duplicateKeysNameBothPlaces() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: dup
            source: {recording: d.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 1}
            side: right
        """)
    #expect(result.errors.map(\.description) == [
        "\(sandbox.manifestPath):17:5: duplicate key `side` (first at 15:5) in `fixtures[1]`",
    ])
    #expect(result.manifest.fixtures.map(\.id) == ["good"])
}

@Test func duplicateFixtureIDsNameBothPlaces() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: good
            source: {recording: other.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 4}
        """)
    #expect(result.errors.map(\.description) == ["\(sandbox.manifestPath):12:9: duplicate fixture id `good` (first at 7:9)"])
    #expect(result.manifest.fixtures.map(\.labels.reps) == [3])
}

@Test func unknownExerciseAndSideAreCheckedAgainstTheEnginesNames() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: names
            source: {recording: n.json, sha256: \(anySHA)}
            exercise: sqaut
            side: middle
            labels: {reps: 1}
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):14:15: unknown exercise `sqaut` in `fixtures[1].exercise`; did you mean `squat`?",
        "\(file):15:11: unknown side `middle` in `fixtures[1].side` (expected one of: left, right)",
    ])
}

@Test func labelsMustAgreeWithTheRepCountAndHaveTolerances() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: counts
            source: {recording: c.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 3, times: [1, 2]}
          - id: order
            source: {recording: c.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 2, times: [3, 1.5]}
          - id: peaks
            source: {recording: c.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels:
              reps: 1
              peaks: [90]
              keypoints: {frames: []}
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):16:30: `fixtures[1].labels.times` has 2 entries but `fixtures[1].labels.reps` is 3",
        "\(file):21:34: `fixtures[2].labels.times[1]` (1.5 s) is earlier than the entry before it (3.0 s)",
        "\(file):28:7: `fixtures[3].labels.peaks` needs `tolerances.peak` (in the fixture or in `defaults`)",
        "\(file):29:7: `fixtures[3].labels.keypoints` needs `tolerances.keypoint`, `tolerances.joints` or `tolerances.baseline`",
    ])
}

@Test func sourcesMustNameOneFileInsideADeclaredRoot() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load(header + """
          - id: both
            source: {recording: a.json, video: a.mp4, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 1}
          - id: escapes
            source: {recording: ../a.json, root: recording, sha256: abc}
            exercise: squat
            side: left
            labels: {reps: 1}
          - id: rooted
            source: {recording: a.json, root: recording, sha256: abc}
            exercise: squat
            side: left
            labels: {reps: 1}
          - id: checksum
            source: {recording: a.json, sha256: abc}
            exercise: squat
            side: left
            labels: {reps: 1}
            tolerances: {keypoint: 0.1, baseline: b.json}
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):13:33: `fixtures[1].source` has both `video` and `recording`; a fixture has one source",
        "\(file):18:25: `fixtures[2].source.recording` must be a relative path inside its root (no leading /, no .., no //), found \"../a.json\"",
        "\(file):23:39: unknown fixture root `recording` in `fixtures[3].source.root`; did you mean `recordings`?",
        "\(file):28:41: `fixtures[4].source.sha256` must be 64 hexadecimal digits (`sha256sum FILE`), found \"abc\"",
        "\(file):32:43: `fixtures[4].tolerances.baseline` cannot be combined with `keypoint` or `joints`: keypoint tolerances come from one place",
    ])
}

@Test func aFileThatIsNotAManifestIsFatalWithItsPlace() throws {
    let sandbox = try ManifestSandbox()
    let file = sandbox.manifestPath
    #expect(try sandbox.fatalError("version: 1\nfixtures:\n  - id: [a\n") == "\(file):4:1: did not find expected ',' or ']' (while parsing a flow sequence at 3:9)")
    #expect(try sandbox.fatalError("version: 2\nfixtures: []\n") == "\(file):1:10: unsupported manifest version 2; this kinesia reads version 1")
    #expect(try sandbox.fatalError("fixtures: []\n") == "\(file):1:1: missing required key `version` in the manifest")
    #expect(try sandbox.fatalError("- version: 1\n") == "\(file):1:1: a manifest must be a mapping with `version` and `fixtures`, found a list")
    #expect(try sandbox.fatalError("version: 1\n---\nversion: 1\n") == "\(file):2:1: a second YAML document starts here; the file must hold exactly one")
    #expect(try sandbox.fatalError("version: &v 1\n") == "\(file):1:10: anchors (&v) are not supported; write the value out")
    #expect(throws: ManifestError(file: sandbox.folder + "/absent.yaml", mark: nil, message: "cannot read the manifest: no such file")) {
        try ManifestLoader(vocabulary: ManifestSandbox.vocabulary).load(path: sandbox.folder + "/absent.yaml")
    }
}

@Test func brokenRootsAndDefaultsAreReportedWhileFixturesStillLoad() throws {
    let sandbox = try ManifestSandbox()
    let result = try sandbox.load("""
        version: 1
        fixtureRoots:
          local: fixtures
          broken: {whenMissing: later}
        defaults:
          runs: 0
          rot: local
        fixtures:
          - id: uses-broken
            source: {recording: a.json, root: broken, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 1}
          - just a string
        """)
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):4:11: `fixtureRoots.broken` needs `path`, `env` or both",
        "\(file):6:9: `defaults.runs` must be an integer in 1…100, found 0",
        "\(file):7:3: unknown key `rot` in `defaults`; did you mean `root`?",
        "\(file):14:5: `fixtures[1]` must be a mapping, found the string \"just a string\"",
    ])
    #expect(result.manifest.roots.map(\.name) == ["local"])
    #expect(result.manifest.fixtures.map(\.runs) == [2])
    let resolved = FixtureResolver(environment: [:], workingDirectory: "/").resolve(result.manifest)
    #expect(resolved.errors.map(\.description) == [
        "\(file):10:25: fixture root `broken` is not usable: its definition has errors",
    ])
    #expect(try sandbox.errors("version: 1\nfixtures: []\n") == ["\(file):2:11: `fixtures` is empty: a manifest without fixtures tests nothing"])
}

@Test func unseenLabelsAreJointSetsWithOrderedSpans() throws {
    let sandbox = try ManifestSandbox()
    func fixture(_ id: String, _ unseen: String) -> String {
        """
          - id: \(id)
            source: {recording: u.json, sha256: \(anySHA)}
            exercise: squat
            side: left
            labels: {reps: 0, unseen: \(unseen)}

        """
    }
    let result = try sandbox.load(header + [
        fixture("ankles", "[{joints: [rightAnkle, leftAnkle], from: 0, to: 12.8}, {joints: [leftKnee], from: 12.8, to: 14}]"),
        fixture("typo", "[{joints: [leftAnkel], from: 0, to: 1}]"),
        fixture("twice", "[{joints: [leftAnkle, leftAnkle], from: 0, to: 1}]"),
        fixture("nothing", "[{joints: [], from: 0, to: 1}]"),
        fixture("backwards", "[{joints: [leftAnkle], from: 2, to: 1}]"),
        fixture("overlapping", "[{joints: [leftAnkle], from: 0, to: 3}, {joints: [rightAnkle], from: 2, to: 4}]"),
        fixture("endless", "[{joints: [leftAnkle], from: 0}]"),
    ].joined())
    let file = sandbox.manifestPath
    #expect(result.errors.map(\.description) == [
        "\(file):21:42: unknown joint `leftAnkel` in `fixtures[2].labels.unseen[0].joints[0]`; did you mean `leftAnkle`?",
        "\(file):26:53: `fixtures[3].labels.unseen[0].joints[1]` repeats `leftAnkle`; the joints are a set",
        "\(file):31:41: `fixtures[4].labels.unseen[0].joints` must name at least one joint",
        "\(file):36:67: `fixtures[5].labels.unseen[0].to` (1.0 s) must be after `from` (2.0 s)",
        "\(file):41:71: `fixtures[6].labels.unseen[1]` (from 2.0 s) starts before the stretch before it ends (3.0 s)",
        "\(file):46:32: missing required key `to` in `fixtures[7].labels.unseen[0]`",
    ])
    #expect(result.manifest.fixtures.map(\.id) == ["good", "ankles"])
    #expect(result.manifest.fixtures.last?.labels.unseen == [
        UnseenLabel(joints: [.leftAnkle, .rightAnkle], from: 0, to: 12.8),
        UnseenLabel(joints: [.leftKnee], from: 12.8, to: 14),
    ])
}
