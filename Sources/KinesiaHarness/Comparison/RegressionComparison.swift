import Foundation
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// A video run's poses against its pin (`PosePin`): did this change move the poses more than
/// another machine, thread count or starting frame would? Each joint's per-axis RMS
/// displacement over the frames both report it must stay within its tolerance, and its
/// presence may differ in no more than its allowed share of frames; a pinned frame the run has
/// no pose for, or a joint the pin never reports, fails too.
struct RegressionComparison {
    var report: RegressionReport
    var failures: [String] = []

    init(pin: PosePin, pinFile: String, pinned: [Pose], poses: [Pose]) {
        let displacement = PoseDisplacement(poses, from: pinned)
        let limits = Dictionary(uniqueKeysWithValues: pin.joints.map { ($0.joint, $0) })
        var movements: [RegressionReport.JointMovement] = []
        for joint in Joint.allCases {
            guard let moved = displacement.joints[joint] else { continue }
            guard let limit = limits[joint] else {
                failures.append("\(joint.rawValue) reported in \(moved.flips) frames; the pinned poses never report it")
                continue
            }
            let movement = RegressionReport.JointMovement(
                joint: joint, frames: moved.frames, displacement: moved.rms, tolerance: limit.tolerance, shift: moved.shift,
                shiftTolerance: limit.shiftTolerance, largest: moved.largest,
                largestAt: moved.largestAt, flips: moved.flips, allowedFlipRate: limit.allowedFlipRate)
            movements.append(movement)
            if movement.displacement > limit.tolerance {
                failures.append(
                    "\(joint.rawValue) moved \(NumberText.distance(movement.displacement)) from its pinned poses (per-axis RMS over "
                        + "\(movement.frames) frames), above its tolerance \(NumberText.distance(limit.tolerance)); "
                        + "largest \(NumberText.distance(movement.largest)) at \(NumberText.seconds(movement.largestAt))")
            }
            if movement.shift > limit.shiftTolerance {
                failures.append(
                    "\(joint.rawValue) shifted \(NumberText.distance(movement.shift)) from its pinned poses on average over "
                        + "\(movement.frames) frames, above its tolerance \(NumberText.distance(limit.shiftTolerance))")
            }
            if movement.flipRate > limit.allowedFlipRate {
                failures.append(
                    "\(joint.rawValue) reported in one of the run and the pin only in \(movement.flips) of "
                        + "\(movement.frames + movement.flips) frames (\(NumberText.percent(movement.flipRate)), "
                        + "allowed \(NumberText.percent(limit.allowedFlipRate)))")
            }
        }
        if !displacement.unpaired.isEmpty {
            let shown = displacement.unpaired.prefix(5).map { NumberText.seconds($0) }
            failures.append(
                "no pose at \(displacement.unpaired.count) pinned frame\(displacement.unpaired.count == 1 ? "" : "s") "
                    + NumberText.list(displacement.unpaired.count > 5 ? shown + ["…"] : shown))
        }
        report = RegressionReport(pin: pinFile, pinnedFrames: pinned.count, pairedFrames: displacement.paired, joints: movements)
    }

    /// The fixture's pin and pinned poses, when its manifest keeps one for it; nil when it has
    /// none. A pin that cannot be read, belongs to another fixture or whose poses changed since
    /// it was written is an error, never a pass.
    static func load(id: String, manifest: String) throws(FixtureSetupError) -> (pin: PosePin, file: String, poses: [Pose])? {
        let file = PinLocation.path(id: id, manifest: manifest)
        guard FileManager.default.fileExists(atPath: file) else { return nil }
        let pin: PosePin
        do { pin = try PosePin(contentsOf: URL(fileURLWithPath: file)) } catch { throw FixtureSetupError(error.description) }
        guard pin.fixture == id else { throw FixtureSetupError("pin \(file) was written for fixture \(pin.fixture), not \(id)") }
        let posesFile = ((file as NSString).deletingLastPathComponent as NSString).appendingPathComponent(pin.poses.file)
        let digest: String
        do { digest = try SHA256.hex(ofFileAt: posesFile) } catch {
            throw FixtureSetupError("pin \(file): cannot read its pinned poses \(posesFile): \(error)")
        }
        guard digest == pin.poses.sha256 else {
            throw FixtureSetupError(
                "pin \(file): its pinned poses \(posesFile) changed since calibration (sha256 \(digest), pinned \(pin.poses.sha256)); "
                    + "run kinesia calibrate --write")
        }
        do {
            return (pin, file, try Recording(contentsOf: URL(fileURLWithPath: posesFile)).poses)
        } catch {
            throw FixtureSetupError(error.description)
        }
    }
}
