import KinesiaMotion
import Testing
@testable import KinesiaMedia
@testable import KinesiaPose

/// The model inputs the crop makes: four pixels a step must give the very bits that one
/// pixel at a time gives, for every region the tracker can ask for (inside, across the
/// edges, wholly outside, turned) and both borders, or every pose would move.
@Suite struct RegionSamplerTests {
    // 37 is not a multiple of four: the row's last pixel takes the one-pixel path. At 36 a row is
    // whole four-pixel steps, each of which must store exactly its twelve values. Regions across
    // the bottom-right corner read the image's last cell, where a word would reach past the end.
    @Test(arguments: [RegionSampler.Border.replicate, .zero], [37, 36])
    func fourPixelsAStepGiveTheBitsOfOneAtATime(border: RegionSampler.Border, size: Int) {
        var random = SeededRandom(seed: 0x5eed)
        let width = 97, height = 131
        let image = RGBImage(width: width, height: height, bytes: (0..<width * height * 3).map { _ in UInt8(truncatingIfNeeded: random.next()) })
        var fast = RegionSampler(size: size, scale: 1 / 255, offset: border == .zero ? -1 : 0, border: border)
        var reference = fast
        reference.fourPixelsAStep = false
        fast.fourPixelsAStep = true
        var mismatched: [Int] = []
        for trial in 0..<300 {
            let region = PoseRegion(
                centerX: random.unit() * 1.6 - 0.3, centerY: random.unit() * 1.6 - 0.3,
                width: random.unit() * 1.3 + 0.01, height: random.unit() * 1.3 + 0.01,
                rotation: trial % 4 == 0 ? 0 : random.unit() * 6.3 - 3.15)
            var fastOutput = [Float](repeating: .nan, count: size * size * 3), referenceOutput = fastOutput
            fastOutput.withUnsafeMutableBufferPointer { fast.sample(image, region: region, into: $0) }
            referenceOutput.withUnsafeMutableBufferPointer { reference.sample(image, region: region, into: $0) }
            if fastOutput.map(\.bitPattern) != referenceOutput.map(\.bitPattern) { mismatched.append(trial) }
        }
        #expect(mismatched.isEmpty, "regions whose crop differs: \(mismatched)")
    }
}
