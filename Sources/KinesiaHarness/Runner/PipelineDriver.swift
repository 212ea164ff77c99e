import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaResults
import KinesiaSupport

/// Runs one pass of a fixture through the shipping `MotionSession`, recording what it
/// produced frame by frame through the session's `onPose` observer, and each stage's digest
/// (a video's decoded frames as its frame source delivers them).
enum PipelineDriver {
    /// One run; `run` numbers the runs from 0 (pose transforms may depend on it). With
    /// `cached` poses (a pose cache hit), the shipping `RecordedPoseProvider` replays them in
    /// place of the video's provider, and the frame stage is the one they were estimated from.
    static func run(_ pipeline: FixturePipeline, run: Int, replaying cached: CachedPoses? = nil) async throws(FixtureSetupError) -> PipelineOutput {
        if let cached {
            var output = await drive(transforming: RecordedPoseProvider(cached.poses, realTime: false), pipeline: pipeline, run: run)
            output.stages.frames = cached.frames
            return output
        }
        var provider = try pipeline.makeSourceProvider()
        var decodedFrames: DecodedFrameDigest?
        if let frames = provider as? FramePoseProvider {
            // The same provider over the same frames, each heard by the digest on its way in.
            let digest = DecodedFrameDigest()
            let specification = pipeline.source
            provider = FramePoseProvider(
                source: { ObservedFrameSource(try specification.makeFrameSource(), observer: digest.record) },
                estimator: frames.estimator, tally: frames.tally)
            decodedFrames = digest
        }
        var output = await drive(transforming: provider, pipeline: pipeline, run: run)
        output.stages.frames = decodedFrames?.finish()
        return output
    }

    /// Opens the provider's type so the session gets a concrete provider, as in the app. The
    /// provider's own poses are kept, ahead of every transform, for the pose cache.
    private static func drive<Base: PoseProvider>(transforming base: Base, pipeline: FixturePipeline, run: Int) async -> PipelineOutput {
        let delivered = DeliveredPoses()
        let provider = TransformedPoseProvider(base: base, transforms: [delivered] + pipeline.poseTransforms, run: run)
        var output = await drive(provider, pipeline: pipeline)
        output.sourcePoses = delivered.poses
        return output
    }

    private static func drive(_ provider: some PoseProvider, pipeline: FixturePipeline) async -> PipelineOutput {
        let session = MotionSession(exercise: pipeline.exercise, side: pipeline.side, smoothing: pipeline.smoothing)
        var poses: [Pose] = []
        var angles: [Double?] = []
        var frameDigests: [[UInt8]] = []
        let whole = SHA256()
        var eventsSeen = 0
        let (poseStage, measurementStage, eventStage) = (StageHasher(), StageHasher(), StageHasher())
        session.onPose = { pose, angle, events in
            var poseBytes = CanonicalBytes(), angleBytes = CanonicalBytes(), eventBytes = CanonicalBytes()
            poseBytes.append(pose)
            angleBytes.append(angle)
            eventBytes.append(events)
            poseStage.add(poseBytes)
            var measurement = CanonicalBytes()
            measurement.append(pose.timestamp)
            measurement.append(angle)
            measurementStage.add(measurement)
            if !events.isEmpty { eventStage.add(eventBytes, items: events.count) }
            let hasher = SHA256()
            hasher.update(poseBytes.bytes + angleBytes.bytes + eventBytes.bytes)
            let digest = hasher.finalize()
            whole.update(digest)
            frameDigests.append(digest)
            poses.append(pose)
            angles.append(angle)
            eventsSeen += events.count
        }
        var sourceError: String?
        if pipeline.flushesAtEnd {
            await session.run(with: provider)
            sourceError = session.sourceError.map { "\($0)" }
        } else {
            do {
                for try await pose in provider.makePoses() { session.process(pose) }
            } catch {
                sourceError = "\(error)"
            }
        }
        session.onPose = nil
        // What `finish()` reported at end of stream: no frame's observer saw these.
        var tail = CanonicalBytes()
        tail.append(Array(session.events[eventsSeen...]))
        tail.append(sourceError ?? "")
        whole.update(tail.bytes)
        eventStage.add(tail, items: session.events.count - eventsSeen)
        return PipelineOutput(
            sourcePoses: [], poses: poses, angles: angles, reps: session.reps, verdicts: session.verdicts, unfinished: session.unfinished,
            events: session.events, posesIgnored: session.snapshot.posesIgnored, sourceError: sourceError,
            frameDigests: frameDigests, digest: Hex.string(whole.finalize()),
            stages: StageDigests(
                frames: nil, poses: poseStage.finish(), measurements: measurementStage.finish(), events: eventStage.finish()))
    }
}
