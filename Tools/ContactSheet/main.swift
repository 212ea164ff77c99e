// A contact sheet of rendered frames with the keypoints BlazePose detects on them drawn in
// (BlazePose's as orange discs and bones, the truth as white rings), with the drawing the
// report uses: squat and curl at yaw 0°, 45°, 90° from hip height and from the floor, each at
// its first rep's peak.
//   kinesia-render-sheet OUT.png
import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaRender
import KinesiaSynthetic

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: kinesia-render-sheet OUT.png\n".utf8))
    exit(2)
}
let tileWidth = 320, tileHeight = 240, columns = 4

func keypoints(_ pose: Pose) -> [Joint: PosePoint] { Dictionary(uniqueKeysWithValues: pose.points.map { ($0.joint, $0.point) }) }

do {
    let estimator = try BlazePoseEstimator(threads: 2, smoothing: false, tracking: false)
    var tiles: [RGBImage] = []
    for exercise in ["squat", "elbowFlexion"] {
        for height in [0.9, 0.15] {
            for yaw in [0.0, 45, 90] {
                var settings = RenderSettings(threads: ProcessInfo.processInfo.activeProcessorCount)
                settings.yaw = yaw
                settings.cameraHeight = height
                settings.width = tileWidth
                settings.height = tileHeight
                let motion = SyntheticMotion.named(exercise)!
                let schedule = RepSchedule(peaks: [motion.typicalPeak], repDuration: motion.tempos[1])
                let renderer = FixtureRenderer(trajectory: .synthetic(motion, schedule: schedule, body: BodyProportions()), settings: settings)
                let time = schedule.peakTimes[0]
                var (image, truth) = renderer.frame(at: time, index: 0)
                estimator.reset()
                if let pose = try estimator.estimate(image, at: time) {
                    PointOverlay(keypoints: keypoints(pose), colour: RGBPixel(red: 255, green: 150, blue: 30), marker: .disc, minimumConfidence: 0.5)
                        .draw(on: &image)
                }
                PointOverlay(keypoints: keypoints(truth), colour: RGBPixel(red: 255, green: 255, blue: 255), marker: .ring, minimumConfidence: 0.5)
                    .draw(on: &image)
                tiles.append(image)
            }
        }
    }
    let sheet = ContactSheet.tiled(tiles, columns: columns)
    try PNGFile.write(sheet, to: URL(fileURLWithPath: CommandLine.arguments[1]))
} catch {
    FileHandle.standardError.write(Data("kinesia-render-sheet: \(error)\n".utf8))
    exit(2)
}
