/// A scalar as written, and the value it denotes under the loader's typing rules.
public struct YAMLScalar: Sendable, Hashable {
    public enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    public var text: String
    public var style: Style

    public init(_ text: String, style: Style) {
        self.text = text
        self.style = style
    }

    /// Only plain scalars are typed; quoted and block scalars are always strings.
    public var value: YAMLValue {
        style == .plain ? YAMLCoreSchema.value(ofPlain: text) : .string(text)
    }
}
