/// A value as a manifest writes it on one line: a scalar the loader reads back as the value
/// it was (manifests/SCHEMA.md), or a list or mapping of them in flow style (`[a, b]`, `{k: v}`).
package enum YAMLFlowValue {
    case string(String)
    case integer(Int)
    case number(Double)
    case bool(Bool)
    indirect case list([YAMLFlowValue])
    indirect case mapping([(key: String, value: YAMLFlowValue)])

    var text: String {
        switch self {
        case .string(let value): YAMLScalarText.string(value)
        case .integer(let value): String(value)
        // Swift's shortest text that reads back as the same double (`2.0`, `6.8`, `1e-05`): a
        // float under YAML's core schema too.
        case .number(let value): "\(value)"
        case .bool(let value): value ? "true" : "false"
        case .list(let items): "[" + items.map(\.text).joined(separator: ", ") + "]"
        case .mapping(let entries): "{" + entries.map { YAMLScalarText.string($0.key) + ": " + $0.value.text }.joined(separator: ", ") + "}"
        }
    }
}
