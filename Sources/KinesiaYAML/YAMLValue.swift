import KinesiaSupport

/// What a scalar means once typed (see `YAMLCoreSchema`).
package enum YAMLValue: Sendable, Hashable, CustomStringConvertible {
    case null
    case bool(Bool)
    case int(Int)
    case float(Double)
    case string(String)
    /// A plain YAML 1.1 boolean word (`yes`, `no`, `on`, `off`): YAML 1.1 tools read it as a
    /// boolean and YAML 1.2 tools as a string, so the loader accepts it as neither.
    case ambiguous(String)

    /// How the value is named in error messages: "the string \"x\"", "the integer 3", ….
    package var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): "the boolean \(value)"
        case .int(let value): "the integer \(value)"
        case .float(let value): "the number \(value)"
        case .string(let value): "the string \(EchoedText.quoted(value))"
        case .ambiguous(let word): "the ambiguous word \(EchoedText.shortened(word))"
        }
    }
}
