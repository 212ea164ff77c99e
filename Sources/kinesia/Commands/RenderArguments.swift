import Foundation
import KinesiaCommandLine
import KinesiaManifest
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic

extension Lens: ArgumentValue {}

/// `--size 720x1280`: even pixel counts, as the video encoder needs.
struct FrameSize: ArgumentValue {
    var width: Int
    var height: Int

    init?(argument: String) {
        guard let (width, height) = WidthByHeight.parse(argument),
              [width, height].allSatisfy({ (64...4096).contains($0) && $0 % 2 == 0 }) else { return nil }
        self.width = width
        self.height = height
    }

    static var expectation: String { "WIDTHxHEIGHT, even numbers from 64 to 4096 (e.g. 720x1280)" }
    static var placeholder: String { "WxH" }
}

/// `--height waist` (a camera tag's height: `CameraTags.Height.typicalMetres`) or metres.
struct CameraHeight: ArgumentValue {
    var metres: Double

    init?(argument: String) {
        if let named = CameraTags.Height(rawValue: argument) {
            metres = named.typicalMetres
        } else if let value = Double(argument), value > 0.02, value < 4 {
            metres = value
        } else {
            return nil
        }
    }

    static var expectation: String { "\(names.joined(separator: ", ")), or metres above the floor (0.02–4)" }
    static var placeholder: String { (names + ["METRES"]).joined(separator: "|") }
    private static var names: [String] { CameraTags.Height.allCases.map(\.rawValue) }
}

/// `--body height=1.62,legs=1.05,arms=1,girth=1.2`.
struct BodyBuild: ArgumentValue {
    var height = 1.75
    var legs = 1.0
    var arms = 1.0
    var girth = 1.0

    init() {}

    init?(argument: String) {
        for item in argument.split(separator: ",") {
            let pair = item.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, let value = Double(pair[1]), value.isFinite else { return nil }
            switch pair[0] {
            case "height" where (1.2...2.2).contains(value): height = value
            case "legs" where (0.8...1.2).contains(value): legs = value
            case "arms" where (0.8...1.2).contains(value): arms = value
            case "girth" where (0.7...1.6).contains(value): girth = value
            default: return nil
            }
        }
    }

    var proportions: BodyProportions { BodyProportions(height: height, legScale: legs, armScale: arms) }

    static var expectation: String { "KEY=VALUE pairs: height=1.2…2.2 (m), legs=0.8…1.2, arms=0.8…1.2, girth=0.7…1.6" }
    static var placeholder: String { "height=H,legs=L,arms=A,girth=G" }
}

/// `--peak 110`, or `--peak 112:66` for reps that grow shallower (a tiring set), first to last.
struct PeakRange: ArgumentValue {
    var first: Double
    var last: Double

    init?(argument: String) {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map { Double($0) }
        guard (1...2).contains(parts.count), let first = parts[0], let last = parts.last!,
              (0...180).contains(first), (0...180).contains(last) else { return nil }
        self.first = first
        self.last = last
    }

    func peaks(count: Int) -> [Double] {
        (0..<count).map { count == 1 ? first : first + (last - first) * Double($0) / Double(count - 1) }
    }

    static var expectation: String { "degrees 0–180, or FIRST:LAST for reps changing evenly from FIRST to LAST" }
    static var placeholder: String { "DEGREES[:LAST]" }
}

/// `--mocap cmu:13_29`, a CMU motion-capture trial the renderer knows, or
/// `--mocap uiprmd:s05-m05-correct`, a UI-PRMD subject's set of a movement that is a library
/// exercise, correct or incorrect; a correct set may name its tempo variant (`UIPRMDSetVariant`:
/// `uiprmd:s05-m05-correct-fast`, `uiprmd:s01-m07-correct-held`).
enum MocapSource: ArgumentValue {
    case cmu(CMUTrial)
    case uiprmd(UIPRMDSet, variant: UIPRMDSetVariant?)

    init?(argument: String) {
        if argument.hasPrefix("cmu:") {
            guard let trial = CMUTrial.named(String(argument.dropFirst(4))) else { return nil }
            self = .cmu(trial)
            return
        }
        guard argument.hasPrefix("uiprmd:") else { return nil }
        let parts = argument.dropFirst(7).split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard (3...4).contains(parts.count), UIPRMDSet.subjects.contains(parts[0]),
              let movement = UIPRMDSet.movements.first(where: { $0.code == parts[1] }),
              parts[2] == "correct" || parts[2] == "incorrect"
        else { return nil }
        var variant: UIPRMDSetVariant?
        if parts.count == 4 {
            guard parts[2] == "correct", let known = UIPRMDSetVariant.all[movement.code], known.name == parts[3] else { return nil }
            variant = known
        }
        self = .uiprmd(UIPRMDSet(movement: movement, subject: parts[0], correct: parts[2] == "correct"), variant: variant)
    }

    static var expectation: String {
        let movements = UIPRMDSet.movements.map { "\($0.code) \($0.exercise)" }.joined(separator: ", ")
        let variants = UIPRMDSetVariant.all.keys.sorted().map { "-\(UIPRMDSetVariant.all[$0]!.name) for \($0)" }.joined(separator: ", ")
        return "cmu:TRIAL, one of " + CMUTrial.all.map { "cmu:" + $0.name }.joined(separator: ", ")
            + "; or uiprmd:SUBJECT-MOVEMENT-correct|incorrect, SUBJECT s01–s10, MOVEMENT one of \(movements), a correct set optionally with its variant (\(variants))"
    }
    static let placeholder = "cmu:TRIAL|uiprmd:SET"
}

/// `--then walkingAway`: an exit the renderer has; whether it follows the exercise is the
/// command's check, as it needs `--exercise`.
extension SyntheticExit: ArgumentValue {
    package init?(argument: String) {
        guard let exit = SyntheticExit.named(argument) else { return nil }
        self = exit
    }

    package static var expectation: String { "one of " + all.map(\.name).joined(separator: ", ") }
    package static var placeholder: String { "EXIT" }
}
