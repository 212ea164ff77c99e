import KinesiaMotion
import KinesiaSupport

/// Members added in version 2 of results.json, read as nil from version 1 files.
extension JSONFields {
    func optionalChoice<Choice: RawRepresentable<String> & CaseIterable>(_ key: String, as type: Choice.Type) throws(JSONContentError) -> Choice? {
        optional(key) == nil ? nil : try choice(key, as: type)
    }

    func doubles(_ key: String) throws(JSONContentError) -> [Double] {
        var numbers: [Double] = []
        for item in try array(key) { numbers.append(try Self.double(item.value, at: item.path)) }
        return numbers
    }

    /// An array of numbers and nulls.
    func optionalDoubles(_ key: String) throws(JSONContentError) -> [Double?] {
        var numbers: [Double?] = []
        for item in try array(key) { numbers.append(item.value == .null ? nil : try Self.double(item.value, at: item.path)) }
        return numbers
    }

    /// `{"leftKnee": [x, y, confidence], …}`, joints in `Joint` order when written.
    func points(_ key: String) throws(JSONContentError) -> [Joint: PosePoint] {
        let object = try self.object(key)
        var points: [Joint: PosePoint] = [:]
        for member in object.value.members ?? [] {
            let memberPath = object.path.appending(key: member.key)
            guard let joint = Joint(rawValue: member.key) else { throw JSONContentError(memberPath, .invalid("unknown joint `\(member.key)`")) }
            guard let values = member.value.arrayValue, values.count == 3 else {
                throw JSONContentError(memberPath, .wrongType(expected: "[x, y, confidence]", found: member.value.kind))
            }
            var numbers: [Double] = []
            for (index, value) in values.enumerated() { numbers.append(try Self.double(value, at: memberPath.appending(index: index))) }
            points[joint] = PosePoint(x: numbers[0], y: numbers[1], confidence: numbers[2])
        }
        return points
    }
}

extension JSONValue {
    init(_ numbers: [Double?]) { self = .array(numbers.map(JSONValue.init)) }

    init(points: [Joint: PosePoint]) {
        self = .object(points.sorted { $0.key < $1.key }.map { joint, point in
            JSONMember(joint.rawValue, [.number(point.x), .number(point.y), .number(point.confidence)])
        })
    }
}
