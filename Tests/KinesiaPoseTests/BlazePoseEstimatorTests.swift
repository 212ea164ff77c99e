import Foundation
import KinesiaMedia
import KinesiaPose
import KinesiaTestSupport
import Testing

struct BlazePoseEstimatorTests {
    @Test(.tags(.pose)) func frameWithoutPersonYieldsNoPose() throws {
        let estimator = try BlazePoseEstimator()
        var image = RGBImage(width: 320, height: 240, filledWith: RGBPixel(red: 90, green: 120, blue: 200))
        // A few flat shapes, so the frame is not trivially uniform.
        for y in 40..<120 { for x in 60..<200 { image[x, y] = RGBPixel(red: 230, green: 220, blue: 40) } }
        for time in [0.0, 0.1, 0.2] {
            #expect(try estimator.estimate(image, at: time) == nil)
        }
    }

    @Test func missingModelTellsToRunSetup() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-models-\(UUID().uuidString)")
        #expect {
            _ = try BlazePoseEstimator(models: PoseModelFiles(directory: folder))
        } throws: { error in
            "\(error)".contains("scripts/setup.sh") && "\(error)".contains(folder.path)
        }
    }

    @Test func alteredModelIsRejected() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-models-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let installed = PoseModelFiles()
        let copy = PoseModelFiles(directory: folder)
        try FileManager.default.copyItem(at: installed.detector, to: copy.detector)
        var landmarks = try Data(contentsOf: installed.landmarks)
        landmarks[landmarks.count / 2] ^= 0xFF
        try landmarks.write(to: copy.landmarks)
        #expect {
            _ = try BlazePoseEstimator(models: copy)
        } throws: { error in
            "\(error)".contains("sha256") && "\(error)".contains(copy.landmarks.path) && "\(error)".contains("scripts/setup.sh")
        }
    }
}
