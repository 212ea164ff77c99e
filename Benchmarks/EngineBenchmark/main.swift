import Foundation
import KinesiaMotion
import KinesiaSynthetic

// RepEngine throughput on one core, next to a loop that only computes one joint angle per
// pose over the same poses: the ratio shows what counting costs beyond reading the pose.

func seconds(_ body: () -> Void) -> Double {
    let clock = ContinuousClock()
    let elapsed = clock.measure(body)
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
}

func bestOf(_ runs: Int, _ body: () -> Void) -> Double {
    (0..<runs).map { _ in seconds(body) }.min()!
}

var session = SyntheticSession(motion: .squat, reps: 20, repDuration: 2)
session.noise = 0.003
session.dropout = 0.05
let clip = session.poses()
let copies = (Int(ProcessInfo.processInfo.environment["KINESIA_BENCH_POSES"] ?? "") ?? 1_000_000) / clip.count + 1
var poses: [Pose] = []
poses.reserveCapacity(copies * clip.count)
for copy in 0..<copies {
    for var pose in clip {
        pose.timestamp += Double(copy) * (session.duration + 1)
        poses.append(pose)
    }
}

let hip = Joint.rightHip.ordinal, knee = Joint.rightKnee.ordinal, ankle = Joint.rightAnkle.ordinal
var sink = 0.0
let baseline = bestOf(5) {
    var total = 0.0
    for pose in poses {
        let a = pose.point(at: hip), b = pose.point(at: knee), c = pose.point(at: ankle)
        if a.confidence > 0, b.confidence > 0, c.confidence > 0 {
            total += Angles.flexion((a.x, a.y), (b.x, b.y), (c.x, c.y))
        }
    }
    sink += total
}
var reps = 0
let engine = bestOf(5) {
    var engine = RepEngine(definition: ExerciseLibrary.squat)
    var events = 0
    for pose in poses { events += engine.process(pose).count }
    events += engine.finish().count
    reps = engine.count
    sink += Double(events)
}

let count = Double(poses.count)
let engineRate = count / engine, baselineRate = count / baseline
print(String(format: "poses: %d (squat, 3 ‰ jitter, 5 %% dropouts); reps counted: %d", poses.count, reps))
print(String(format: "RepEngine.process:        %7.2f M poses/s/core", engineRate / 1e6))
print(String(format: "angle-only baseline loop: %7.2f M poses/s/core", baselineRate / 1e6))
print(String(format: "ratio engine/baseline:    %7.3f", engineRate / baselineRate))
print(String(format: "target ≥ 5 M poses/s/core: %@", engineRate >= 5e6 ? "met" : "NOT met"))
if sink.isNaN { print(sink) }
