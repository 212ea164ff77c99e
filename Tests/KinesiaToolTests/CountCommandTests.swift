import Foundation
import KinesiaSynthetic
import Testing
import KinesiaMotion
import KinesiaTestSupport

struct CountCommandTests {
    func recording(_ poses: [Pose], in directory: URL, name: String = "run.json") throws -> URL {
        let url = directory.appendingPathComponent(name)
        try Recording(source: RecordingProvenance(kind: "synthetic"), poses: poses).write(to: url)
        return url
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func countsASyntheticRecording() throws {
        let directory = try scratchDirectory()
        var session = SyntheticSession(motion: .squat, reps: 7, repDuration: 2)
        session.camera = .side
        session.noise = 0.002
        session.dropout = 0.1
        let file = try recording(session.poses(), in: directory)
        let result = try KinesiaProcess.run(["count", file.path, "--exercise", "squat", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try json(result.output)
        #expect(report["reps"] as? Int == 7)
        #expect(report["unfinished"] as? Int == 0)
        #expect((report["peaks"] as? [Double])?.count == 7)
        let times = try #require(report["repTimes"] as? [[Double]])
        for (interval, peak) in zip(times, session.peakTimes) {
            #expect(interval[0] < peak && peak < interval[1])
        }
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func theDocumentedRepsCountExactlyWithSmoothingOff() throws {
        let directory = try scratchDirectory()
        let file = try recording(oneRep(peak: 120) + oneRep(peak: 110, startingAt: 2), in: directory)
        let result = try KinesiaProcess.run(["count", file.path, "--exercise", "elbowFlexion", "--side", "right", "--smoothing", "1", "--json"])
        #expect(result.status == 0, "\(result.errors)")
        let report = try json(result.output)
        #expect(report["reps"] as? Int == 2)
        #expect(report["peaks"] as? [Double] == [120, 110])
    }

    /// The closest limits' margins are shares of the threshold, as in the harness's results: the
    /// count hangs on the floor (the rep spends 0.375 s between the thresholds, 0.175 s over the
    /// floor's 0.2 s), and 15° over a curl's 60° minimum range, which only earns a verdict, is a
    /// quarter of it (a fifth of the rep's 75°).
    @Test(.tags(.process), .timeLimit(.minutes(10))) func theClosestLimitIsPrintedWithItsShareOfTheThreshold() throws {
        let directory = try scratchDirectory()
        let file = try recording(oneRep(peak: 75), in: directory)
        let result = try KinesiaProcess.run(["count", file.path, "--exercise", "elbowFlexion", "--side", "right", "--smoothing", "1"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("\n  closest to changing the count: rep 1, duration 0.375 s against the 0.2 s floor (+0.175 s, 87.5 % of the floor)\n"), "\(result.output)")
        #expect(result.output.contains("\n  closest to a verdict minimum: rep 1, range 75° against the 60° minimum (+15°, 25.0 % of the minimum)\n"), "\(result.output)")
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func aRecordingEndingMidRepReportsItUnfinished() throws {
        let directory = try scratchDirectory()
        let session = SyntheticSession(motion: .squat, reps: 3, repDuration: 2)
        let file = try recording(session.poses().filter { $0.timestamp <= session.peakTimes[2] }, in: directory)
        let result = try KinesiaProcess.run(["count", file.path, "--exercise", "squat"])
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("squat (visible): 2 reps"))
        #expect(result.output.contains("unfinished"))
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [
        ("{\"format\": \"kinesia.recording\", \"version\": 1, \"frames\": [{\"t\": 0, \"points\": {\"rightElbo\": [0.5, 0.5]}}]}", "$.frames[0].points.rightElbo"),
        ("{\"format\": \"kinesia.recording\", \"version\": 1, \"frames\": [{\"t\": 1, \"points\": {}}, {\"t\": 0.5, \"points\": {}}]}", "$.frames[1].t"),
        ("{\"format\": \"kinesia.recording\", \"version\": 1, \"frames\": [{\"points\": {}}]}", "$.frames[0]"),
        ("{\"format\": \"kinesia.recording\", \"version\": 1, \"frames\": [{\"t\": 0, \"points\": {\"nose\": [NaN, 0.5]}}]}", "$.frames[0].points.nose[0]"),
    ])
    func aMalformedRecordingExitsTwoNamingThePath(content: String, path: String) throws {
        let directory = try scratchDirectory()
        let file = directory.appendingPathComponent("bad.json")
        try Data(content.utf8).write(to: file)
        let result = try KinesiaProcess.run(["count", file.path, "--exercise", "squat"])
        #expect(result.status == 2)
        #expect(result.errors.contains("bad.json"), "\(result.errors)")
        #expect(result.errors.contains(path), "\(result.errors)")
        #expect(result.output.isEmpty)
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func badUsageExitsTwoWithOneLine() throws {
        for arguments in [["count"], ["count", "x.json", "--exercise", "sqaut"], ["count", "x.json", "--exercise", "squat", "--side", "up"], ["cuont"]] {
            let result = try KinesiaProcess.run(arguments)
            #expect(result.status == 2, "\(arguments)")
            #expect(result.errors.split(separator: "\n").count == 1, "\(arguments): \(result.errors)")
        }
        let unknown = try KinesiaProcess.run(["count", "x.json", "--exercise", "sqaut"])
        #expect(unknown.errors.contains("did you mean squat"))
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func exercisesListsTheWholeLibrary() throws {
        let result = try KinesiaProcess.run(["exercises", "--json"])
        #expect(result.status == 0)
        let list = try #require(try json(result.output)["exercises"] as? [[String: Any]])
        #expect(list.compactMap { $0["name"] as? String } == ExerciseLibrary.all.map(\.name))
        // Every minimum duration says where it comes from.
        for exercise in list {
            let basis = try #require(exercise["minimumDurationBasis"] as? [String: Any], "\(exercise["name"] ?? "?")")
            let minimum = try #require(exercise["minimumDuration"] as? Double)
            let motion = try #require(basis["motion"] as? String)
            #expect(["real", "reportedReal", "briskRender", "publishedNorm"].contains(motion))
            // Only a render's rep may sit under a minimum, and only one kept above a movement to reject.
            if motion != "briskRender" || basis["mustReject"] is NSNull {
                #expect(try #require(basis["fastestRep"] as? Double) > minimum)
            } else {
                let rejected = try #require(basis["mustReject"] as? [String: Any])
                #expect(try #require(rejected["duration"] as? Double) < minimum)
            }
            #expect(!(basis["source"] as? String ?? "").isEmpty)
        }
        // Every fixture a limit was set from is named, in the text and in the JSON.
        let squat = try #require(list.first { $0["name"] as? String == "squat" })
        let setFrom = try #require(squat["limitsSetFrom"] as? [String: [String]])
        #expect(setFrom["minimumDuration"] == ExerciseLibrary.limitSources["squat"]?[.minimumDuration])
        let text = try KinesiaProcess.run(["exercises"])
        #expect(text.output.components(separatedBy: "Minimum duration ").count == ExerciseLibrary.all.count + 1)
        let named = ExerciseLibrary.limitSources.values.flatMap(\.values).flatMap { $0 }
        #expect(!named.isEmpty && named.allSatisfy { text.output.contains($0) })
    }
}
