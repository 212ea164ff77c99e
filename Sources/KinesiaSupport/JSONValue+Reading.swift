/// A value read as the type a format expects there, or an error at its path: `$.fixtures[3].status:
/// expected a string, found a number`. Array elements and `JSONObjectReader`'s members are read
/// through these, so every format refuses the same things the same way. Paths are autoclosures:
/// a recording reads millions of numbers and builds a path only for the one it refuses.
extension JSONValue {
    public func string(at path: @autoclosure () -> JSONPath) throws(JSONContentError) -> String {
        guard case .string(let text) = self else { throw JSONContentError(path(), .wrongType(expected: "a string", found: kind)) }
        return text
    }

    /// Either kind of number, finite (`1e999` parses as infinity, which no format means).
    public func double(at path: @autoclosure () -> JSONPath) throws(JSONContentError) -> Double {
        guard let number = doubleValue else { throw JSONContentError(path(), .wrongType(expected: "a number", found: kind)) }
        guard number.isFinite else { throw JSONContentError(path(), .notFiniteNumber) }
        return number
    }

    public func int(at path: @autoclosure () -> JSONPath) throws(JSONContentError) -> Int {
        guard case .integer(let number) = self else { throw JSONContentError(path(), .wrongType(expected: "an integer", found: kind)) }
        return number
    }

    public func bool(at path: @autoclosure () -> JSONPath) throws(JSONContentError) -> Bool {
        guard case .bool(let flag) = self else { throw JSONContentError(path(), .wrongType(expected: "true or false", found: kind)) }
        return flag
    }

    /// The elements of an array; `expected` describes it when this is something else
    /// (`an array [x, y, confidence]`).
    public func elements(at path: @autoclosure () -> JSONPath, expected: String = "an array") throws(JSONContentError) -> [JSONValue] {
        guard case .array(let elements) = self else { throw JSONContentError(path(), .wrongType(expected: expected, found: kind)) }
        return elements
    }

    /// A string naming a case of `Choice`.
    public func choice<Choice: RawRepresentable<String> & CaseIterable>(
        _ type: Choice.Type, at path: @autoclosure () -> JSONPath
    ) throws(JSONContentError) -> Choice {
        let text = try string(at: path())
        guard let choice = Choice(rawValue: text) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw JSONContentError(path(), .invalid("unknown value \"\(text)\" (expected one of \(names))"))
        }
        return choice
    }
}
