import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// The motion-capture system a UI-PRMD repetition was recorded with. Every movement was recorded
/// by a Kinect v1 (30 Hz, joints by forward kinematics, which loses the shanks in deep flexion);
/// sit to stand and shoulder abduction also by Vicon (100 Hz, Plug-in Gait's skin markers): the
/// same repetitions, measured by a system accurate to millimetres.
public enum UIPRMDCapture: String, Sendable, CaseIterable {
    case kinect, vicon

    public var frameRate: Double {
        switch self {
        case .kinect: UIPRMDMovement.frameRate
        case .vicon: 100
        }
    }

    /// The movements Vicon recorded, by code: sit to stand and shoulder abduction.
    public static let viconMovements = ["m05", "m07"]

    /// Whether it recorded the movement of code `code`.
    public func recorded(_ code: String) -> Bool {
        self == .kinect || Self.viconMovements.contains(code)
    }

    /// Whether its truth is exact enough to label an exercise's verdicts. Kinect's is not for sit
    /// to stand: the form rule calls a stand full from 160°, the hips within 1.5 % of their
    /// standing height, and of the 90 stands in the correct sets of the nine subjects Vicon also
    /// measured, Kinect reads 21 under 160° (down to 151°, all ten of s03's but one), Vicon only
    /// s09's last, which its file cuts mid-rise. Their incorrect sets disagree as widely (s09's
    /// stands read 148–155° by Kinect, 174–180° by Vicon).
    public func labelsVerdicts(of exercise: String) -> Bool {
        self == .vicon || exercise != "sitToStand"
    }

    /// As provenance names it.
    public var systemName: String {
        switch self {
        case .kinect: "Kinect v1"
        case .vicon: "Vicon"
        }
    }

    /// The folder of `uiprmd-full/` holding its files for correct or incorrect repetitions.
    func folder(correct: Bool) -> String { "\(rawValue)/\(correct ? "correct" : "incorrect")" }

    /// One repetition's frames (file stem `m05_s01_e01`) from `folder`, as joints in metres, y up.
    func frames(folder: URL, stem: String, correct: Bool) throws -> [[Joint: Vector3]] {
        let suffix = correct ? "" : "_inc"
        let positions = folder.appendingPathComponent("\(stem)_positions\(suffix).txt")
        switch self {
        case .kinect:
            let lines = try UIPRMDMovement.read(positions, values: 66, layout: "22 joints × 3")
            let angles = try UIPRMDMovement.read(folder.appendingPathComponent("\(stem)_angles\(suffix).txt"), values: 66, layout: "22 joints × 3")
            guard lines.count == angles.count else {
                throw MocapError(file: "uiprmd-full:\(stem)", "\(lines.count) frames of positions but \(angles.count) of angles")
            }
            return zip(lines, angles).map { UIPRMDMovement.landmarks(positions: $0, angles: $1) }
        case .vicon:
            let lines = try UIPRMDMovement.read(positions, values: 3 * PlugInGaitMarkers.count, layout: "39 markers × 3")
            return try PlugInGaitMarkers.frames(lines, file: positions.path)
        }
    }
}
