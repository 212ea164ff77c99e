import KinesiaMotion
import KinesiaSupport

/// A stretch in which joints the exercise needs cannot be seen (`labels.unseen`): out of the
/// picture, hidden. The engine must count nothing from those poses and report the stretch
/// (`RepEvent.unseen`) naming exactly these joints, its ends within `tolerances.repTime` of
/// `from` and `to`.
public struct UnseenLabel: Sendable, Hashable {
    /// The needed joints not seen, as a set: the stretch must name these and no others.
    public var joints: Set<Joint>
    /// Seconds: the first pose without them.
    public var from: Double
    /// Seconds: the next pose with them again, or the last pose when they never come back.
    public var to: Double

    public init(joints: Set<Joint>, from: Double, to: Double) {
        self.joints = joints
        self.from = from
        self.to = to
    }
}

extension UnseenLabel {
    static let keys = ["joints", "from", "to"]

    /// `labels.unseen`: stretches in time order, none overlapping the one before it.
    static func list(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> [UnseenLabel] {
        var stretches: [UnseenLabel] = []
        for item in try field.list() {
            let stretch = try UnseenLabel(item, log: log)
            if let previous = stretches.last, stretch.from < previous.to {
                throw item.error("\(item.name) (from \(NumberText.seconds(stretch.from))) starts before the stretch before it ends (\(NumberText.seconds(previous.to)))")
            }
            stretches.append(stretch)
        }
        return stretches
    }

    /// `{joints: [leftAnkle, rightAnkle], from: 0, to: 12.8}`: at least one joint, each once;
    /// `to` after `from`.
    init(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) {
        let mapping = try field.mapping(knownKeys: Self.keys, log: log)
        let jointsField = try mapping.required("joints")
        let items = try jointsField.list()
        guard !items.isEmpty else { throw jointsField.error("\(jointsField.name) must name at least one joint") }
        var joints: Set<Joint> = []
        for item in items {
            let joint = Joint(rawValue: try item.oneOf(Joint.allCases.map(\.rawValue), kind: "joint"))!
            guard joints.insert(joint).inserted else { throw item.error("\(item.name) repeats `\(joint.rawValue)`; the joints are a set") }
        }
        let from = try mapping.required("from").number(in: ManifestRanges.seconds)
        let toField = try mapping.required("to")
        let to = try toField.number(in: ManifestRanges.seconds)
        guard to > from else {
            throw toField.error("\(toField.name) (\(NumberText.seconds(to))) must be after `from` (\(NumberText.seconds(from)))")
        }
        self.init(joints: joints, from: from, to: to)
    }
}
