import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaTestSupport
import Testing

/// A real person's frames changed as a phone or an app changes them (`pixels=…`) are still a
/// person to BlazePose: every frame yields the same joints, close to where they were.
@Suite(.needsSharedData)
struct PixelPerturbationPoseTests {
    static let frames = 3

    @Test(.tags(.pose)) func aPerturbedRealClipStillYieldsItsPoses() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-pixels-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let video = try GeneratedVideo.squatClip(frames: Self.frames, scaledToWidth: 360, in: folder)
        let plain = try await SourceSpecification(parsing: "file:\(video.path)").makePoseProvider().readAll()
        #expect(plain.count == Self.frames)
        #expect(plain.allSatisfy { $0.joints.count >= 25 })
        let perturbations: [PixelPerturbation] = [.reencoded(quantizer: 5), .narrowedByOnePixel, .brightness(percent: 10), .brightness(percent: -10)]
        for perturbation in perturbations {
            let changed = try await SourceSpecification(parsing: "file:\(video.path)?pixels=\(perturbation)").makePoseProvider().readAll()
            #expect(changed.map(\.timestamp) == plain.map(\.timestamp), "\(perturbation)")
            #expect(changed.map(\.joints) == plain.map(\.joints), "\(perturbation)")
            let moved = zip(plain, changed).map { a, b in
                a.joints.compactMap { joint in a[joint].flatMap { p in b[joint].map { q in max(abs(p.x - q.x), abs(p.y - q.y)) } } }.max() ?? 0
            }
            print("pixels=\(perturbation): largest coordinate move per frame \(moved.map { String(format: "%.5f", $0) })")
            #expect(moved.allSatisfy { $0 < 0.05 }, "\(perturbation): \(moved)")
        }
    }
}
