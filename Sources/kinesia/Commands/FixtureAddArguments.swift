import Foundation
import KinesiaCommandLine
import KinesiaManifest

/// What `kinesia fixture` does with its SOURCE; `add` is the only action so far.
enum FixtureAction: String, CaseIterable, ArgumentValue {
    case add
}

extension Footage: ArgumentValue {}

/// `--times 2.0,6.8`: finite seconds, comma-separated, in order.
struct SecondsList: ArgumentValue {
    var values: [Double]

    init?(argument: String) {
        let parts = argument.split(separator: ",", omittingEmptySubsequences: false)
        let values = parts.compactMap { Double($0.trimmingCharacters(in: .whitespaces)) }
        guard !parts.isEmpty, values.count == parts.count, values.allSatisfy(\.isFinite), values == values.sorted() else { return nil }
        self.values = values
    }

    static let expectation = "seconds in increasing order, comma-separated (e.g. 2.0,6.8)"
    static let placeholder = "T1,T2,…"
}

/// `--tags real,slow`: non-empty words, comma-separated.
struct WordList: ArgumentValue {
    var words: [String]

    init?(argument: String) {
        let words = argument.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !words.contains(where: \.isEmpty) else { return nil }
        self.words = words
    }

    static let expectation = "non-empty words, comma-separated"
    static let placeholder = "A,B,…"
}

/// `--camera angle=side,height=floor`: the manifest's `camera` tags, each key once, each value
/// from the closed set the manifest allows.
struct CameraSettings: ArgumentValue {
    var tags = CameraTags()

    init?(argument: String) {
        var keys: Set<String> = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard halves.count == 2, keys.insert(halves[0]).inserted, Self.set(halves[0], to: halves[1], in: &tags) else { return nil }
        }
    }

    /// False when the key or the value is not the manifest's.
    private static func set(_ key: String, to value: String, in tags: inout CameraTags) -> Bool {
        switch key {
        case "angle": return choose(value, for: \.angle, in: &tags)
        case "height": return choose(value, for: \.height, in: &tags)
        case "lens": return choose(value, for: \.lens, in: &tags)
        case "lighting": return choose(value, for: \.lighting, in: &tags)
        case "mirrored":
            guard let mirrored = Bool(value) else { return false }
            tags.mirrored = mirrored
            return true
        default: return false
        }
    }

    private static func choose<Tag: RawRepresentable<String>>(_ value: String, for tag: WritableKeyPath<CameraTags, Tag?>, in tags: inout CameraTags) -> Bool {
        guard let chosen = Tag(rawValue: value) else { return false }
        tags[keyPath: tag] = chosen
        return true
    }

    static var expectation: String {
        func names<Tag: CaseIterable & RawRepresentable<String>>(_: Tag.Type) -> String { Tag.allCases.map(\.rawValue).joined(separator: "|") }
        return "KEY=VALUE pairs, comma-separated, each key once: angle=\(names(CameraTags.Angle.self)), height=\(names(CameraTags.Height.self)), "
            + "lens=\(names(CameraTags.Lens.self)), mirrored=true|false, lighting=\(names(CameraTags.Lighting.self))"
    }

    static let placeholder = "angle=A,height=H,…"
}
