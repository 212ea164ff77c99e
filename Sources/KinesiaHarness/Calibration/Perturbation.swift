import KinesiaMedia

/// A change to how a fixture is run that must not change the answer: calibration runs each
/// one and counts how far the keypoints move as variance the tolerance has to absorb.
package enum Perturbation: Sendable, Hashable, CustomStringConvertible {
    /// The same pipeline again (a nondeterministic pipeline shows up here).
    case rerun
    /// The stream started one frame late (the source skips its first frame). For a video that
    /// is before estimation, so the detector, the tracked regions and the landmark smoothing
    /// all start a frame later and every later pose may move; a recording loses its first pose.
    case startOneFrameLate
    /// Video only: this many FFmpeg decoder threads.
    case decoderThreads(Int)
    /// Video only: this many inference threads per model.
    case estimatorThreads(Int)
    /// Video only: the poses estimated by another process whose oneDNN kernels are capped at
    /// this instruction set (`ONEDNN_MAX_CPU_ISA`), as on a CPU without the wider ones. OpenVINO
    /// picks other kernels there and the keypoints move (measured: up to 0.0098 with AVX on
    /// this AVX-512 machine's real squat video, where AVX2 matched AVX-512 bit for bit).
    case instructionSetCap(String)
    /// Video only: every frame's pixels changed as a phone or an app changes them, unseen by
    /// anyone (`FrameSourceOptions.pixelPerturbation`). Real reps sit at the counter's margins,
    /// where such a change can move a peak or a duration across a limit.
    case pixels(PixelPerturbation)

    /// The caps calibration measures. SSE4.1, the cap below AVX, is refused by this OpenVINO's
    /// CPU plugin ("bad combination"); a CPU with only SSE4.2 is measured under
    /// `qemu-x86_64 -cpu Nehalem` instead (manifests/BASELINES.md).
    package static let instructionSetCaps = ["AVX2", "AVX"]

    /// The pixel changes calibration measures: a JPEG re-encode at quantizer 5 (about the
    /// quality a phone's or an app's JPEG export keeps), a resize one pixel narrower, and
    /// brightness 10 % up and down (an exposure step, a filter).
    package static let pixelPerturbations: [PixelPerturbation] = [
        .reencoded(quantizer: 5), .narrowedByOnePixel, .brightness(percent: 10), .brightness(percent: -10),
    ]

    /// What calibration runs for a fixture: thread counts and pixel changes only for videos,
    /// where they exist; instruction-set caps for videos when the calibrator can start another process.
    package static func all(forVideo isVideo: Bool, instructionSets: Bool = false) -> [Perturbation] {
        var perturbations: [Perturbation] = [.rerun, .startOneFrameLate]
        if isVideo { perturbations += [.decoderThreads(1), .decoderThreads(2), .estimatorThreads(1), .estimatorThreads(2)] }
        if isVideo { perturbations += pixelPerturbations.map(Perturbation.pixels) }
        if isVideo && instructionSets { perturbations += instructionSetCaps.map(Perturbation.instructionSetCap) }
        return perturbations
    }

    package var description: String {
        switch self {
        case .rerun: "rerun"
        case .startOneFrameLate: "start one frame late"
        case .decoderThreads(let count): "\(count) decoder thread\(count == 1 ? "" : "s")"
        case .estimatorThreads(let count): "\(count) estimator thread\(count == 1 ? "" : "s")"
        case .instructionSetCap(let name): "instruction sets capped at \(name) (ONEDNN_MAX_CPU_ISA=\(name), in another process)"
        case .pixels(let perturbation): "\(Self.phrase(of: perturbation)) (pixels=\(perturbation))"
        }
    }

    private static func phrase(of perturbation: PixelPerturbation) -> String {
        switch perturbation {
        case .reencoded(let quantizer): "frames re-encoded as JPEG at quantizer \(quantizer)"
        case .narrowedByOnePixel: "frames resized one pixel narrower"
        case .brightness(let percent): "frames \(percent < 0 ? "darker" : "brighter") by \(abs(percent)) %"
        }
    }

    /// Whether the pipeline sees other pixels than the fixture's. Such a perturbation tells how
    /// fragile a count is, not how far the same picture's poses may move on another machine, so
    /// it takes no part in a pin's regression spread.
    package var changesPixels: Bool {
        switch self {
        case .rerun, .startOneFrameLate, .decoderThreads, .estimatorThreads, .instructionSetCap: false
        case .pixels: true
        }
    }

    func apply(to pipeline: inout FixturePipeline) {
        switch self {
        case .rerun: break
        case .startOneFrameLate:
            pipeline.source.options.skippedLeadingFrames += 1
        case .decoderThreads(let count): pipeline.source.options.decoderThreads = count
        case .estimatorThreads(let count): pipeline.estimator.options.threads = count
        // Runs in another process (`ChildPoseRecorder`): oneDNN reads the cap once per process.
        case .instructionSetCap: break
        case .pixels(let perturbation): pipeline.source.options.pixelPerturbation = perturbation
        }
    }
}
