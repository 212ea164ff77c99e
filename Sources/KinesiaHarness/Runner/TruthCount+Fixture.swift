// Where a fixture's truth is read and counted: the runner owns the pipeline and the reference
// poses, so the truth's count (Comparison) does not reach back into it.
extension TruthCount {
    /// A fixture's truth through the shipping definition of its exercise (never a mutated
    /// one: the truth is about the motion), thinned to the frames its pipeline keeps; nil
    /// without a reference recording.
    package init?(_ resolved: ResolvedFixture) throws(FixtureSetupError) {
        let pipeline = FixturePipeline(fixture: resolved)
        guard let poses = try FixtureRunner.truthPoses(resolved, pipeline: pipeline) else { return nil }
        self.init(poses: poses, exercise: pipeline.exercise, side: pipeline.side ?? pipeline.exercise.defaultSide, smoothing: pipeline.smoothing)
    }
}
