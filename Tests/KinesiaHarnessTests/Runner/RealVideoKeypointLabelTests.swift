import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMedia
import KinesiaMotion
import KinesiaResults
import KinesiaTestSupport
import Testing

/// The real squat video's keypoint labels and calibrated tolerances, as manifests/ci.yaml
/// gives them to `tfjs-squats-diagonal`, judged without running the estimator: the reference
/// recording itself is the pose stream, replayed as it is, then broken the way an estimator
/// breaks.
@Suite(.needsSharedData)
struct RealVideoKeypointLabelTests {
    static let fixtureID = "tfjs-squats-diagonal"

    static func run(breaking breakage: PoseMapping? = nil) async throws -> FixtureResult {
        let resolver = FixtureResolver(environment: ProcessInfo.processInfo.environment, workingDirectory: CIManifest.repository.path)
        let plan = RunPlanner(resolver: resolver).plan(
            manifests: [CIManifest.path], selection: FixtureSelection(patterns: [IDPattern(fixtureID)]))
        let planned = try #require(plan.fixtures.first { $0.fixture.id == fixtureID })
        guard case .ready(let resolved) = planned.readiness else {
            throw FixtureSetupError("\(fixtureID) is not ready (scripts/setup.sh derives its reference recording): \(planned.readiness)")
        }
        let reference = try #require(resolved.keypointRecordingPath, "\(fixtureID) has no keypoint reference recording")
        let runner = FixtureRunner { _, pipeline in
            pipeline.source = SourceSpecification(scheme: .recording, location: reference)
            if let breakage { pipeline.poseTransforms.append(breakage) }
        }
        return await runner.run(planned)
    }

    /// The failures that name a joint's distance from its label.
    static func keypointFailures(_ result: FixtureResult) -> [String] {
        result.failures.messages.filter { $0.contains(" from its label") }
    }

    @Test(.tags(.pose)) func theReferenceItselfPasses() async throws {
        let result = try await Self.run()
        #expect(result.status == .passed, "\(result.failures.messages)")
        #expect(result.keypoints?.matchedFrames == 65)
        #expect(result.keypoints?.joints.count == 33)
    }

    /// The knees' landmarks swapped, as a wrong entry in the estimator's landmark table
    /// would: the squat still counts two reps, only the keypoints can tell.
    @Test(.tags(.pose)) func kneesMappedToEachOtherFailOnTheKnees() async throws {
        let result = try await Self.run(breaking: PoseMapping("knees swapped") { _, _, pose in
            var swapped = pose
            swapped[.leftKnee] = pose[.rightKnee]
            swapped[.rightKnee] = pose[.leftKnee]
            return [swapped]
        })
        #expect(result.status == .failed)
        #expect(result.failures.messages == Self.keypointFailures(result), "only keypoints fail: \(result.failures.messages)")
        #expect(Self.keypointFailures(result).map { $0.prefix { $0 != " " } }.sorted() == ["leftKnee", "rightKnee"])
    }

    /// Every point a hundredth of the image to the right, as a crop shifted without its
    /// projection would put them: the joints labelled tightest fail.
    @Test(.tags(.pose)) func aShiftOfOneHundredthOfTheImageFails() async throws {
        let result = try await Self.run(breaking: PoseMapping("shifted right") { _, _, pose in
            var shifted = pose
            for (joint, point) in pose.points { shifted[joint] = PosePoint(x: point.x + 0.01, y: point.y, confidence: point.confidence) }
            return [shifted]
        })
        #expect(result.status == .failed)
        #expect(result.failures.messages == Self.keypointFailures(result), "only keypoints fail: \(result.failures.messages)")
        #expect(result.failures.messages.contains { $0.hasPrefix("rightAnkle is 0.01 from its label") }, "\(result.failures.messages)")
    }
}
