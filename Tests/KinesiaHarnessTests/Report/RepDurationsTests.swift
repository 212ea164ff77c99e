import KinesiaMotion
import KinesiaReports
import KinesiaResults
import Testing

/// A filmed curl: one rep counted and matched (1.3 s), one labelled rep the 0.25 s minimum lost
/// (found again in the trace, 0.153 s), a full-range flick where nothing is labelled (0.162 s),
/// and a jitter short of the range (not listed); and a brisk squat render with one rep lost.
@Test func repDurationsTabulateCountedLostAndUnlabelledReps() throws {
    let samples: [(Double, Double?)] = [
        (0.0, 10), (0.5, 10), (1.0, 50), (1.5, 100), (2.0, 100), (2.2, 20),  // counted: 0.875–2.175
        (3.0, 20), (3.1, 100), (3.2, 10),  // labelled at 3.1, lost: 3.025–3.178
        (4.0, nil),  // a pose the engine could not use
        (5.0, 20), (5.1, 120), (5.2, 10),  // nothing labelled: 5.02–5.182
        (7.0, 20), (7.1, 50), (7.2, 20),  // 30° of range: no movement
    ]
    let trace = AngleTrace(startThreshold: 40, endThreshold: 30, times: samples.map(\.0), angles: samples.map(\.1))
    let reps = RepReport(expected: 2, counted: 1, alignedByTime: true, entries: [
        RepEntry(match: .matched, labelledTime: 1.6, countedTime: 1.6, countedStart: 0.875, countedEnd: 2.175),
        RepEntry(match: .missed, labelledTime: 3.1),
    ])
    let curl = FixtureResult(
        id: "curl", manifest: "ci.yaml", line: 1, column: 1, order: 0, exercise: "elbowFlexion", source: .video, tags: [],
        footage: .filmed, sourcePath: "clips/curl.mp4", status: .passed, reps: reps, trace: trace)
    let results = RunResults(
        environment: RunEnvironment(commit: nil, operatingSystem: "test", cpu: "test", cores: 2, jobs: 1, estimatorThreads: 1),
        manifests: ["ci.yaml"], shard: nil, errors: [], fixtures: [curl])
    let exercises = try ["elbowFlexion", "squat"].map { try #require(ExerciseLibrary.named($0)) }
    #expect(RepDurations.unmeasured(in: [results], exercises: exercises) == ["squat"])

    let render = RenderedCount(
        exercise: "squat", tempo: "0.9", source: "brisk-squat.count.json", repTimes: [(0, 0.9), (1, 1.8)], tooFast: [(0.25, 0.3)])
    let durations = try RepDurations(results: [results, results], renders: [render], exercises: exercises)
    #expect(durations.table == """
        exercise      sources                    fixtures  reps  fastest  p5     median  minimum  fastest rep
        ------------  -------------------------  --------  ----  -------  -----  ------  -------  ---------------------------------
        elbowFlexion  filmed                     1         2     0.153    0.153  0.153   0.25     curl (lost tooFast)
        squat         brisk render, 0.9 s a rep  1         3     0.250    0.250  0.800   0.3      render --tempo 0.9 (lost tooFast)

        Labelled reps under the minimum, not counted (under the floor's duration, or under the minimum where one reading's jump could have made the movement):
          elbowFlexion: curl: 0.153 s against 0.25 s
          squat: brisk render 0.9 s: 0.250 s against 0.3 s

        Movements of full range, no labelled rep, under the minimum and not counted (under the floor's duration, or under the minimum where one reading's jump could have made them):
          elbowFlexion: curl at 5.02 s: 0.162 s against 0.25 s

        """)
}
