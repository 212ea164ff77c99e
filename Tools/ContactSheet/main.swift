// A contact sheet of rendered frames with the keypoints BlazePose detects on them drawn in
// (left side orange, right side cyan, the truth as small white dots): squat and curl at yaw
// 0°, 45°, 90° from hip height and from the floor, each at its first rep's peak.
//   kinesia-render-sheet OUT.png
// The drawing here is deliberately minimal (squares and lines on RGBImage) and local to this
// tool, until KinesiaMedia has keypoint drawing of its own.
import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose
import KinesiaRender

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: kinesia-render-sheet OUT.png\n".utf8))
    exit(2)
}
let tileWidth = 320, tileHeight = 240, columns = 4

let bones: [(Joint, Joint)] = [
    (.leftShoulder, .rightShoulder), (.leftHip, .rightHip), (.leftShoulder, .leftHip), (.rightShoulder, .rightHip),
    (.leftShoulder, .leftElbow), (.leftElbow, .leftWrist), (.rightShoulder, .rightElbow), (.rightElbow, .rightWrist),
    (.leftHip, .leftKnee), (.leftKnee, .leftAnkle), (.rightHip, .rightKnee), (.rightKnee, .rightAnkle),
    (.leftAnkle, .leftFootIndex), (.rightAnkle, .rightFootIndex),
]

func colour(_ joint: Joint) -> RGBPixel {
    if joint.rawValue.hasPrefix("left") || joint == .mouthLeft { return RGBPixel(red: 255, green: 150, blue: 30) }
    if joint.rawValue.hasPrefix("right") || joint == .mouthRight { return RGBPixel(red: 30, green: 220, blue: 255) }
    return RGBPixel(red: 60, green: 255, blue: 60)
}

func square(_ image: inout RGBImage, x: Double, y: Double, radius: Int, _ pixel: RGBPixel) {
    let cx = Int(x * Double(image.width)), cy = Int(y * Double(image.height))
    for py in max(0, cy - radius)...min(image.height - 1, cy + radius) where cy + radius >= 0 {
        for px in max(0, cx - radius)...min(image.width - 1, cx + radius) where cx + radius >= 0 { image[px, py] = pixel }
    }
}

func line(_ image: inout RGBImage, _ a: PosePoint, _ b: PosePoint, _ pixel: RGBPixel) {
    let steps = 60
    for step in 0...steps {
        let s = Double(step) / Double(steps)
        square(&image, x: a.x + s * (b.x - a.x), y: a.y + s * (b.y - a.y), radius: 0, pixel)
    }
}

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
                    for (a, b) in bones {
                        guard let pa = pose[a], let pb = pose[b], pa.confidence >= 0.5, pb.confidence >= 0.5 else { continue }
                        line(&image, pa, pb, colour(a == b.mirrored ? .nose : a))
                    }
                    for (joint, point) in pose.points where point.confidence >= 0.5 { square(&image, x: point.x, y: point.y, radius: 2, colour(joint)) }
                }
                for (_, point) in truth.points where point.confidence >= 0.5 {
                    square(&image, x: point.x, y: point.y, radius: 0, RGBPixel(red: 255, green: 255, blue: 255))
                }
                tiles.append(image)
            }
        }
    }
    let rows = (tiles.count + columns - 1) / columns
    var sheet = RGBImage(width: columns * tileWidth, height: rows * tileHeight, filledWith: RGBPixel(red: 20, green: 20, blue: 20))
    for (index, tile) in tiles.enumerated() {
        let ox = (index % columns) * tileWidth, oy = (index / columns) * tileHeight
        for y in 0..<tileHeight { for x in 0..<tileWidth { sheet[ox + x, oy + y] = tile[x, y] } }
    }
    try PNGFile.write(sheet, to: URL(fileURLWithPath: CommandLine.arguments[1]))
} catch {
    FileHandle.standardError.write(Data("kinesia-render-sheet: \(error)\n".utf8))
    exit(2)
}
