/// Well-formed JSON with the wrong content: the path of the offending value and why.
/// Shared by every reader of the project's JSON files (recordings, baselines, results)
/// and by the writer, which refuses what a reader would reject.
public struct JSONContentError: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Reason: Sendable, Hashable {
        /// The object at `path` lacks this member.
        case missingField(String)
        /// A key the object's format does not define (usually a typo); `expected` are those it does.
        case unknownField(expected: [String])
        /// A key that appears earlier in the same object.
        case repeatedField
        case wrongType(expected: String, found: String)
        case notFiniteNumber
        /// Any other rule of the file format, said in words.
        case invalid(String)
    }

    public var path: JSONPath
    public var reason: Reason

    public init(_ path: JSONPath, _ reason: Reason) {
        self.path = path
        self.reason = reason
    }

    public var message: String {
        switch reason {
        case .missingField(let name): "missing field \"\(name)\""
        case .unknownField(let expected): "unknown field (expected \(expected.joined(separator: ", ")))"
        case .repeatedField: "field given twice"
        case .wrongType(let expected, let found): "expected \(expected), found \(found)"
        case .notFiniteNumber: "not a finite number"
        case .invalid(let text): text
        }
    }

    /// `$.frames[3].points.rightElbow[1]: not a finite number`
    public var description: String { "\(path): \(message)" }
}
