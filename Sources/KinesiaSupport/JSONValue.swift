/// A parsed JSON document: what `JSONParser` produces and `JSONWriter` prints.
///
/// Objects keep their members in file order (a list, not a dictionary) so that writing
/// back what was read changes nothing and fixed key orders survive. Integers written
/// without a fraction or exponent stay `integer`, so counts print as `3`, not `3.0`.
public enum JSONValue: Sendable, Hashable {
    case null
    case bool(Bool)
    case integer(Int)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([JSONMember])

    /// The JSON type's name, for messages such as "expected a number, found a string".
    public var kind: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .integer, .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value of the first member named `key`, when this is an object.
    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Either kind of number as a `Double`.
    public var doubleValue: Double? {
        switch self {
        case .integer(let value): Double(value)
        case .number(let value): value
        default: nil
        }
    }

    public var intValue: Int? {
        guard case .integer(let value) = self else { return nil }
        return value
    }

    public var stringValue: String? {
        guard case .string(let value) = self else { return nil }
        return value
    }

    public var boolValue: Bool? {
        guard case .bool(let value) = self else { return nil }
        return value
    }

    public var arrayValue: [JSONValue]? {
        guard case .array(let value) = self else { return nil }
        return value
    }

    public var members: [JSONMember]? {
        guard case .object(let value) = self else { return nil }
        return value
    }
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Sendable, Hashable {
    public var key: String
    public var value: JSONValue

    public init(_ key: String, _ value: JSONValue) {
        self.key = key
        self.value = value
    }
}

// Literals let callers build output in a fixed key order: `["reps": 3, "peaks": [120.0]]`.
extension JSONValue: ExpressibleByDictionaryLiteral {
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { JSONMember($0.0, $0.1) })
    }
}

extension JSONValue: ExpressibleByArrayLiteral {
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
}

extension JSONValue: ExpressibleByStringLiteral {
    public init(stringLiteral value: String) { self = .string(value) }
}

extension JSONValue: ExpressibleByIntegerLiteral {
    public init(integerLiteral value: Int) { self = .integer(value) }
}

extension JSONValue: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Double) { self = .number(value) }
}

extension JSONValue: ExpressibleByBooleanLiteral {
    public init(booleanLiteral value: Bool) { self = .bool(value) }
}

extension JSONValue: ExpressibleByNilLiteral {
    public init(nilLiteral: ()) { self = .null }
}

// Formats write an absent value as null rather than leaving the member out (manifests/RESULTS.md).
extension JSONValue {
    public init(_ text: String?) { self = text.map { .string($0) } ?? .null }

    public init(_ number: Double?) { self = number.map { .number($0) } ?? .null }

    public init(_ number: Int?) { self = number.map { .integer($0) } ?? .null }

    public init(_ numbers: [Double?]) { self = .array(numbers.map(JSONValue.init)) }
}
