import Foundation
import KinesiaMedia
import KinesiaTestSupport
import Testing

/// `pixels=…`: the pixel changes a phone or an app makes, applied by the source to every frame
/// it delivers, upright, the same bytes on every read.
struct PixelPerturbationTests {
    /// FFmpeg's test pattern (gradients, text, moving shapes), h264, 160×120, 60 frames at 30 fps.
    static let video = Result { try CLIFixture.h264.make(in: scratchDirectory()) }
    /// A 160×90 picture shown portrait (90×160) by its display matrix: narrowed before the turn,
    /// it would come out 89×159 rather than 89×158.
    static let rotatedVideo = Result {
        try CLIFixture(
            name: "rotated-wide.mp4",
            arguments: ["-f", "lavfi", "-i", "testsrc2=size=160x90:rate=30:duration=2", "-c:v", "libx264", "-preset", "ultrafast", "-pix_fmt", "yuv420p"],
            remux: ["-metadata:s:v:0", "rotate=90"]
        ).make(in: scratchDirectory())
    }

    /// A few frames of `url` as the specification's options deliver them.
    static func frames(of url: URL, _ query: String, prefetching: Bool = true) throws -> [TimedFrame] {
        let prefetch = prefetching ? "" : "&prefetch=false"
        return try SourceSpecification(parsing: "file:\(url.path)?max-fps=5\(query)\(prefetch)").makeFrameSource().readAll()
    }

    @Test(.tags(.process), .timeLimit(.minutes(10))) func brightnessScalesEachChannelRoundedHalfUpAndClamped() {
        let values: [UInt8] = [0, 1, 5, 100, 128, 200, 231, 232, 255]
        let image = RGBImage(width: 3, height: 1, bytes: values)
        #expect(image.brightnessScaled(byPercent: 10).bytes == [0, 1, 6, 110, 141, 220, 254, 255, 255])
        #expect(image.brightnessScaled(byPercent: -10).bytes == [0, 1, 5, 90, 115, 180, 208, 209, 230])
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [10, -10])
    func aBrightenedSourceDeliversEachFrameScaledTheSameOnEveryRead(percent: Int) throws {
        let url = try Self.video.get()
        let plain = try Self.frames(of: url, "")
        let query = "&pixels=\(PixelPerturbation.brightness(percent: percent))"
        let changed = try Self.frames(of: url, query)
        #expect(plain.count == 11)
        #expect(changed.map(\.image) == plain.map { $0.image.brightnessScaled(byPercent: percent) })
        #expect(changed.map(\.timestamp) == plain.map(\.timestamp))
        #expect(try Self.frames(of: url, query, prefetching: false).map(\.image.digest) == changed.map(\.image.digest))
    }

    /// 160×120 → 159×119 (119.25 rounded); a portrait 90×160 → 89×158 (158.2), narrowed after the turn.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func theNarrowerSourceDeliversOnePixelNarrowerInProportion() throws {
        for (url, width, height) in [(try Self.video.get(), 159, 119), (try Self.rotatedVideo.get(), 89, 158)] {
            let frames = try Self.frames(of: url, "&pixels=narrower")
            #expect(frames.count == 11)
            #expect(frames.allSatisfy { $0.image.width == width && $0.image.height == height }, "\(url.lastPathComponent)")
            let file = try SourceSpecification(parsing: "file:\(url.path)?pixels=narrower").makeFileFrameSource()
            #expect(file.width == width && file.height == height)
            let stamp = try #require(try file.nextStamp())
            #expect(stamp.width == width && stamp.height == height)
            #expect(try Self.frames(of: url, "&pixels=narrower", prefetching: false).map(\.image.digest) == frames.map(\.image.digest))
            // A resize keeps the picture: the average of each channel moves by less than one level.
            let plain = try Self.frames(of: url, "")
            for (narrowed, original) in zip(frames, plain) {
                for channel in 0..<3 {
                    #expect(abs(Self.mean(narrowed.image, channel: channel) - Self.mean(original.image, channel: channel)) < 1)
                }
            }
        }
        #expect(PixelPerturbation.narrowedByOnePixel.size(ofWidth: 1920, height: 1080) == (1919, 1079))
        #expect(PixelPerturbation.narrowedByOnePixel.size(ofWidth: 720, height: 1280) == (719, 1278))
    }

    /// A JPEG at quantizer 5 is close to invisible (PSNR above 35 dB on a smooth picture, 41 dB
    /// measured on the real squat video), never lossless, coarser at quantizer 31, and gives the
    /// same bytes on every read.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func aReencodedSourceChangesPixelsALittleTheSameOnEveryRead() throws {
        let url = try scratchDirectory().appendingPathComponent("pattern.mp4")
        try writePatternVideo(to: url, width: 96, height: 64, count: 12)
        let plain = try Self.frames(of: url, "")
        let fine = try Self.frames(of: url, "&pixels=mjpeg-q5")
        let coarse = try Self.frames(of: url, "&pixels=mjpeg-q31")
        #expect(fine.count == 3 && coarse.count == 3)
        for ((original, reencoded), worse) in zip(zip(plain, fine), coarse) {
            #expect(reencoded.image.width == original.image.width && reencoded.image.height == original.image.height)
            let (difference, psnr) = (meanAbsoluteDifference(original.image, reencoded.image), Self.psnr(original.image, reencoded.image))
            #expect(difference > 0 && difference < 3, "frame \(original.index): mean difference \(difference)")
            #expect(psnr > 35, "frame \(original.index): PSNR \(psnr) dB")
            #expect(meanAbsoluteDifference(original.image, worse.image) > 1.5 * difference, "frame \(original.index)")
        }
        #expect(try Self.frames(of: url, "&pixels=mjpeg-q5", prefetching: false).map(\.image.digest) == fine.map(\.image.digest))
        #expect(try Self.frames(of: url, "&pixels=mjpeg-q5").map(\.image.digest) == fine.map(\.image.digest))
    }

    /// An odd-sized picture (no 4:2:0 encoder takes it as is) comes back at its own size.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func aReencodedOddSizedPictureKeepsItsSize() throws {
        let url = try scratchDirectory().appendingPathComponent("odd.mkv")
        try runTool("ffmpeg", ["-f", "lavfi", "-i", "testsrc=size=95x63:rate=5:duration=1", "-c:v", "ffv1", "-pix_fmt", "bgr0", url.path])
        let frames = try Self.frames(of: url, "&pixels=mjpeg-q5")
        #expect(frames.count == 5)
        #expect(frames.allSatisfy { $0.image.width == 95 && $0.image.height == 63 })
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: ["mjpeg-q2", "mjpeg-q31", "narrower", "brightness+10", "brightness-10", "brightness+100", "brightness-100"])
    func aPerturbationReadsBackFromItsText(_ text: String) throws {
        let specification = try SourceSpecification(parsing: "file:clip.mp4?pixels=\(text)")
        #expect(specification.options.pixelPerturbation?.description == text)
        #expect(try SourceSpecification(parsing: specification.description) == specification)
        #expect(FrameSourceOptions().pixelPerturbation == nil)
    }

    @Test(.tags(.process), .timeLimit(.minutes(10)), arguments: [
        "pixels", "pixels=", "pixels=sepia", "pixels=mjpeg-q1", "pixels=mjpeg-q32", "pixels=mjpeg-q", "pixels=brightness+0",
        "pixels=brightness+101", "pixels=brightness-101", "pixels=brightness+1.5", "pixels=brightness10", "pixels=narrower=2",
    ])
    func aBadPerturbationNamesTheKeyAndTheValue(_ option: String) {
        let text = "file:clip.mp4?\(option)"
        #expect {
            try SourceSpecification(parsing: text)
        } throws: { error in
            guard case .invalidSpecification(let source, let reason) = error as? MediaError else { return false }
            let value = option.split(separator: "=", maxSplits: 1).dropFirst().first.map(String.init)
            let namesValue = value.flatMap { $0.isEmpty ? nil : $0 }.map { reason.hasSuffix("not \"\($0)\"") } ?? reason.hasSuffix("no value given")
            return source == text && reason.hasPrefix("pixels: ") && namesValue
        }
    }

    static func mean(_ image: RGBImage, channel: Int) -> Double {
        let values = stride(from: channel, to: image.bytes.count, by: 3).map { Double(image.bytes[$0]) }
        return values.reduce(0, +) / Double(values.count)
    }

    /// Peak signal-to-noise ratio over every byte, in dB.
    static func psnr(_ a: RGBImage, _ b: RGBImage) -> Double {
        let squared = zip(a.bytes, b.bytes).reduce(0.0) { total, pair in
            let difference = Double(pair.0) - Double(pair.1)
            return total + difference * difference
        }
        return 10 * log10(255 * 255 / (squared / Double(a.bytes.count)))
    }
}
