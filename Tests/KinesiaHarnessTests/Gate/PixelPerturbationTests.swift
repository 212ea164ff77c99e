import KinesiaMedia
import KinesiaMotion
import Testing
@testable import KinesiaHarness

/// Calibration changes a video's pixels as a phone or an app does, each change one run with the
/// frame source's `pixelPerturbation` set; a recording has no pixels to change.
struct PixelPerturbationTests {
    @Test func aVideoIsCalibratedUnderEachPixelChangeAndARecordingUnderNone() {
        let pixels = Perturbation.pixelPerturbations.map(Perturbation.pixels)
        #expect(pixels.map(\.description) == [
            "frames re-encoded as JPEG at quantizer 5 (pixels=mjpeg-q5)", "frames resized one pixel narrower (pixels=narrower)",
            "frames brighter by 10 % (pixels=brightness+10)", "frames darker by 10 % (pixels=brightness-10)",
        ])
        #expect(Perturbation.all(forVideo: true).suffix(pixels.count) == pixels[...])
        #expect(Perturbation.all(forVideo: true, instructionSets: true).filter { pixels.contains($0) } == pixels)
        #expect(Perturbation.all(forVideo: false).allSatisfy { !pixels.contains($0) })
    }

    @Test func aPixelChangeIsSetOnTheFrameSourceAndNowhereElse() {
        let plain = FixturePipeline(source: SourceSpecification(scheme: .file, location: "clip.mp4"), exercise: ExerciseLibrary.squat)
        for perturbation in Perturbation.pixelPerturbations {
            var changed = plain
            Perturbation.pixels(perturbation).apply(to: &changed)
            var expected = plain.source
            expected.options.pixelPerturbation = perturbation
            #expect(changed.source == expected)
            #expect(changed.estimator.options == plain.estimator.options)
        }
    }
}
