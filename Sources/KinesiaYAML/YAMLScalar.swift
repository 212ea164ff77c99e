/// A scalar as written, and the value it denotes under the loader's typing rules.
package struct YAMLScalar: Sendable, Hashable {
    package enum Style: Sendable, Hashable {
        case plain, singleQuoted, doubleQuoted, literal, folded
    }

    package var text: String
    package var style: Style

    package init(_ text: String, style: Style) {
        self.text = text
        self.style = style
    }

    /// Only plain scalars are typed; quoted and block scalars are always strings.
    package var value: YAMLValue {
        style == .plain ? YAMLCoreSchema.value(ofPlain: text) : .string(text)
    }
}
