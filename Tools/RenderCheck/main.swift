import Foundation
import KinesiaMotion
import KinesiaSupport

// Compares the poses BlazePose found in a rendered video (`kinesia record`) with the render's
// truth (NAME.keypoints.json): frames with a pose, median and 95th-percentile keypoint error
// over the joints the truth marks visible (≥ 0.5), in % of the figure's standing height, and
// frames where a left/right pair came out swapped. Exit 1 when a limit is broken.
//
//   kinesia-render-check TRUTH.json ESTIMATE.json [--max-median PERCENT]

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write("usage: kinesia-render-check TRUTH.json ESTIMATE.json [--max-median PERCENT]\n".data(using: .utf8)!)
    exit(2)
}
let maximumMedian = arguments.firstIndex(of: "--max-median").flatMap { Double(arguments[$0 + 1]) } ?? 2.0
do {
    let truth = try Recording(contentsOf: URL(fileURLWithPath: arguments[1]))
    let estimate = try Recording(contentsOf: URL(fileURLWithPath: arguments[2]))
    guard let figureHeight = truth.source.fields["renderer"]?["figureHeight"]?.doubleValue else {
        throw JSONContentError(JSONPath(), .missingField("source.renderer.figureHeight"))
    }
    let aspect = truth.source.aspectRatio ?? 1
    var byTime: [Int: Pose] = [:]
    for pose in estimate.poses { byTime[Int((pose.timestamp * 1000).rounded())] = pose }
    var errors: [Double] = []
    var found = 0, swapped = 0
    let pairs: [(Joint, Joint)] = [(.leftShoulder, .rightShoulder), (.leftElbow, .rightElbow), (.leftWrist, .rightWrist),
                                   (.leftHip, .rightHip), (.leftKnee, .rightKnee), (.leftAnkle, .rightAnkle)]
    func distance(_ a: PosePoint, _ b: PosePoint) -> Double {
        let dx = (a.x - b.x) * aspect, dy = a.y - b.y
        return (dx * dx + dy * dy).squareRoot() / figureHeight * 100
    }
    for expected in truth.poses {
        guard let pose = byTime[Int((expected.timestamp * 1000).rounded())] else { continue }
        found += 1
        for (joint, point) in expected.points where point.confidence >= 0.5 {
            guard let seen = pose[joint], seen.isValid else { continue }
            errors.append(distance(point, seen))
        }
        // A swap: the pair's points fit the other side's truth far better than their own.
        let flipped = pairs.contains { left, right in
            guard let tl = expected[left], let tr = expected[right], tl.confidence >= 0.5, tr.confidence >= 0.5,
                  let el = pose[left], let er = pose[right] else { return false }
            let direct = distance(tl, el) + distance(tr, er), crossed = distance(tl, er) + distance(tr, el)
            return crossed < 0.5 * direct && direct > 3
        }
        if flipped { swapped += 1 }
    }
    errors.sort()
    let median = errors.isEmpty ? .infinity : errors[errors.count / 2]
    let p95 = errors.isEmpty ? .infinity : errors[min(errors.count - 1, errors.count * 95 / 100)]
    print(String(format: "frames %d/%d with a pose, median error %.2f %%, p95 %.2f %% of figure height (%d points), %d frames swapped",
                 found, truth.poses.count, median, p95, errors.count, swapped))
    exit(found == truth.poses.count && median <= maximumMedian && swapped == 0 ? 0 : 1)
} catch {
    FileHandle.standardError.write("kinesia-render-check: \(error)\n".data(using: .utf8)!)
    exit(2)
}
