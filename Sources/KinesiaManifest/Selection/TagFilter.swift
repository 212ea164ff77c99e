/// `--tags`: a free tag (`regression`) or a closed-set property written `key=value`
/// (`angle=side`, `height=floor`, `lens=wide`, `lighting=dim`, `mirrored=true`,
/// `exercise=squat`, `source=video`, `footage=filmed`). Unknown keys and values are refused, so a misspelt
/// filter cannot silently select nothing.
package struct TagFilter: Sendable, Hashable {
    package let text: String
    private let test: Test

    private enum Test: Sendable, Hashable {
        case free(String)
        case property(key: String, value: String)
    }

    static let properties: [String: [String]?] = [
        "angle": CameraTags.Angle.allCases.map(\.rawValue),
        "height": CameraTags.Height.allCases.map(\.rawValue),
        "lens": CameraTags.Lens.allCases.map(\.rawValue),
        "lighting": CameraTags.Lighting.allCases.map(\.rawValue),
        "mirrored": ["true", "false"],
        "source": FixtureSource.Kind.allCases.map(\.rawValue),
        "footage": Footage.allCases.map(\.rawValue) + [Footage.unstated],
        "exercise": nil,
    ]

    /// Throws why `text` is refused (an unknown property or value, with the nearest name); the
    /// command line puts the option and the text before it.
    package init(_ text: String) throws(SelectionError) {
        self.text = text
        guard let equals = text.firstIndex(of: "=") else {
            guard !text.isEmpty else { throw SelectionError("an empty tag") }
            test = .free(text)
            return
        }
        let key = String(text[..<equals]), value = String(text[text.index(after: equals)...])
        guard let choices = Self.properties[key] else {
            throw SelectionError("unknown property `\(key)`" + NearestName.hint(for: key, among: Self.properties.keys.sorted()))
        }
        if let choices, !choices.contains(value) {
            throw SelectionError("unknown \(key) `\(value)`" + NearestName.hint(for: value, among: choices))
        }
        test = .property(key: key, value: value)
    }

    package func matches(_ fixture: Fixture) -> Bool {
        switch test {
        case .free(let tag): fixture.tags.contains(tag)
        case .property(let key, let value): Self.property(key, of: fixture) == value
        }
    }

    /// A free tag no fixture carries is as suspicious as a misspelt property.
    var isFree: Bool { if case .free = test { true } else { false } }

    private static func property(_ key: String, of fixture: Fixture) -> String? {
        switch key {
        case "angle": fixture.camera.angle?.rawValue
        case "height": fixture.camera.height?.rawValue
        case "lens": fixture.camera.lens?.rawValue
        case "lighting": fixture.camera.lighting?.rawValue
        case "mirrored": String(fixture.camera.mirrored)
        case "source": fixture.source.kind.rawValue
        case "footage": fixture.footage?.rawValue ?? Footage.unstated
        case "exercise": fixture.exercise.name
        default: nil
        }
    }
}

/// A `--filter`, `--tags` or `--shard` that cannot be applied: exit 2.
package struct SelectionError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String

    package init(_ message: String) { self.message = message }

    package var description: String { message }
}
