import Foundation
import KinesiaMotion
import KinesiaSynthetic

/// An Acclaim skeleton (ASF): bones with their rest direction, length, local axis and
/// degrees of freedom, and the hierarchy. Lengths are converted to metres.
public struct ASFSkeleton: Sendable {
    public struct Bone: Sendable {
        public var name: String
        /// Unit direction from the bone's start to its end in the rest pose, scene axes.
        public var direction: Vector3
        public var length: Double
        /// The bone's local axes (`axis … XYZ`), as a rotation.
        public var axis: Matrix3
        /// Which of rx, ry, rz the motion file gives for this bone, in its order.
        public var degreesOfFreedom: [String]
        public var children: [String] = []
    }

    public var bones: [String: Bone]
    /// The root's children.
    public var rootChildren: [String]
    /// The root's axis (normally XYZ with zero angles).
    public var rootAxis: Matrix3
    /// Metres per file length unit: CMU files say `length 0.45`, units of 1/0.45 inch.
    public var metresPerUnit: Double

    public init(contentsOf url: URL) throws {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw MocapError(file: url.path, "cannot read the skeleton (\(error.localizedDescription))")
        }
        try self.init(text: text, file: url.path)
    }

    public init(text: String, file: String) throws {
        var bones: [String: Bone] = [:]
        var rootChildren: [String] = []
        var lengthUnit = 1.0
        var section = ""
        var current: (bone: Bone, line: Int)?
        var rawLengths: [String: Double] = [:]
        var rootAxis = Matrix3.identity
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard let first = words.first, !first.hasPrefix("#") else { continue }
            if first.hasPrefix(":") {
                section = first
                continue
            }
            func numbers(_ range: Range<Int>) throws -> [Double] {
                guard words.count >= range.upperBound else { throw MocapError(file: file, line: line, "expected \(range.count) numbers after \(first)") }
                return try words[range].map { word in
                    guard let value = Double(word), value.isFinite else { throw MocapError(file: file, line: line, "not a number: \(word)") }
                    return value
                }
            }
            switch section {
            case ":units":
                if first == "length" { lengthUnit = try numbers(1..<2)[0] }
            case ":root":
                if first == "axis", words.count == 2, words[1] != "XYZ" {
                    throw MocapError(file: file, line: line, "root axis order \(words[1]) is not supported (only XYZ)")
                }
                if first == "orientation" {
                    let a = try numbers(1..<4)
                    rootAxis = .acclaimXYZ(a[0], a[1], a[2])
                }
            case ":bonedata":
                switch first {
                case "begin":
                    current = (Bone(name: "", direction: Vector3(0, 0, 0), length: 0, axis: .identity, degreesOfFreedom: []), line)
                case "end":
                    guard let (bone, start) = current, !bone.name.isEmpty else { throw MocapError(file: file, line: line, "a bone without a name") }
                    guard bone.direction.length > 0 else { throw MocapError(file: file, line: start, "bone \(bone.name) has no direction") }
                    bones[bone.name] = bone
                    current = nil
                case "name": current?.bone.name = words.count > 1 ? words[1] : ""
                case "direction": current?.bone.direction = try { let d = try numbers(1..<4); return Vector3(d[0], d[1], d[2]).normalized }()
                case "length": rawLengths[current?.bone.name ?? ""] = try numbers(1..<2)[0]; current?.bone.length = try numbers(1..<2)[0]
                case "axis":
                    let a = try numbers(1..<4)
                    guard words.count < 5 || words[4] == "XYZ" else { throw MocapError(file: file, line: line, "axis order \(words[4]) is not supported (only XYZ)") }
                    current?.bone.axis = .acclaimXYZ(a[0], a[1], a[2])
                case "dof": current?.bone.degreesOfFreedom = Array(words.dropFirst())
                default: break
                }
            case ":hierarchy":
                guard first != "begin", first != "end" else { continue }
                let children = Array(words.dropFirst())
                if first == "root" {
                    rootChildren = children
                } else {
                    guard bones[first] != nil else { throw MocapError(file: file, line: line, "hierarchy names an unknown bone \(first)") }
                    bones[first]!.children = children
                }
                for child in children where bones[child] == nil {
                    throw MocapError(file: file, line: line, "hierarchy names an unknown bone \(child)")
                }
            default: break
            }
        }
        guard !bones.isEmpty, !rootChildren.isEmpty else { throw MocapError(file: file, "no bones or no hierarchy") }
        // CMU: `length 0.45` means a file unit is 1/0.45 inch.
        let metres = 0.0254 / lengthUnit
        for name in bones.keys { bones[name]!.length *= metres }
        self.bones = bones
        self.rootChildren = rootChildren
        self.rootAxis = rootAxis
        metresPerUnit = metres
    }
}
