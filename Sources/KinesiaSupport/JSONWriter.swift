/// Prints a `JSONValue` the same way every time, so files and their digests are stable.
///
/// Members are written in the order they are held (or sorted by key, recursively, when
/// `sortsKeys` is set); doubles in Swift's shortest round-trip form (`0.1`, `1.0`, `1e-05`),
/// integers without a fraction. Non-finite numbers have no JSON form and are refused with
/// their path rather than written as something a reader would misread.
public struct JSONWriter: Sendable {
    public enum Style: Sendable {
        /// One line, no spaces.
        case compact
        /// Two-space indentation, one member or element per line: readable in review diffs.
        case pretty
    }

    public var style: Style
    package var sortsKeys: Bool

    public init(style: Style = .compact, sortsKeys: Bool = false) {
        self.style = style
        self.sortsKeys = sortsKeys
    }

    public func text(for value: JSONValue) throws(JSONContentError) -> String {
        var output = ""
        do {
            try write(value, into: &output, indent: 0)
        } catch {
            throw JSONContentError(JSONPath(error.reversed()), .notFiniteNumber)
        }
        return output
    }

    /// Appends `value`; on a non-finite number throws the path to it, innermost first.
    func write(_ value: JSONValue, into output: inout String, indent: Int) throws(ReversedPath) {
        switch value {
        case .null: output += "null"
        case .bool(let flag): output += flag ? "true" : "false"
        case .integer(let number): output += String(number)
        case .number(let number):
            guard let text = Self.number(number) else { throw ReversedPath() }
            output += text
        case .string(let text): Self.appendQuoted(text, to: &output)
        case .array(let elements):
            output += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent: indent + 1)
                do { try write(element, into: &output, indent: indent + 1) } catch { throw error.inside(.index(index)) }
            }
            if !elements.isEmpty { newline(&output, indent: indent) }
            output += "]"
        case .object(let members):
            output += "{"
            let ordered = sortsKeys ? members.sorted { $0.key < $1.key } : members
            for (index, member) in ordered.enumerated() {
                if index > 0 { output += "," }
                newline(&output, indent: indent + 1)
                Self.appendQuoted(member.key, to: &output)
                output += style == .pretty ? ": " : ":"
                do { try write(member.value, into: &output, indent: indent + 1) } catch { throw error.inside(.key(member.key)) }
            }
            if !members.isEmpty { newline(&output, indent: indent) }
            output += "}"
        }
    }

    private func newline(_ output: inout String, indent: Int) {
        guard style == .pretty else { return }
        output += "\n"
        output += String(repeating: "  ", count: indent)
    }

    /// The path to a value that cannot be written, collected while the recursion unwinds.
    struct ReversedPath: Error {
        var components: [JSONPath.Component] = []

        func inside(_ component: JSONPath.Component) -> ReversedPath {
            ReversedPath(components: components + [component])
        }

        func reversed() -> [JSONPath.Component] { components.reversed() }
    }

    /// The shortest text that reads back as exactly `number`; nil when it is not finite.
    public static func number(_ number: Double) -> String? {
        number.isFinite ? number.description : nil
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped,
    /// everything else written as UTF-8.
    public static func quoted(_ text: String) -> String {
        var output = ""
        appendQuoted(text, to: &output)
        return output
    }

    public static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        var plainStart = text.unicodeScalars.startIndex
        var index = plainStart
        let scalars = text.unicodeScalars
        while index < scalars.endIndex {
            let scalar = scalars[index]
            let escape: String? = switch scalar {
            case "\"": "\\\""
            case "\\": "\\\\"
            case "\n": "\\n"
            case "\r": "\\r"
            case "\t": "\\t"
            case _ where scalar.value < 0x20: "\\u" + hex4(scalar.value)
            default: nil
            }
            if let escape {
                // `String(_:)` then `+=` appends in place; `output.unicodeScalars.append(contentsOf:)`
                // rebuilt the whole output on every call, quadratic in a results file's size.
                output += String(scalars[plainStart..<index])
                output += escape
                plainStart = scalars.index(after: index)
            }
            index = scalars.index(after: index)
        }
        output += String(scalars[plainStart..<scalars.endIndex])
        output += "\""
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 4 - digits.count) + digits
    }
}
