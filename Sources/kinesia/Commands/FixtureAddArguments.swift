import Foundation
import KinesiaCommandLine
import KinesiaHarness

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

/// `--camera angle=side,height=floor`: the manifest's `camera` keys and values (checked by
/// the manifest loader, which names the closed sets).
struct CameraSettings: ArgumentValue {
    var pairs: [(key: String, value: String)]

    init?(argument: String) {
        var pairs: [(key: String, value: String)] = []
        for part in argument.split(separator: ",", omittingEmptySubsequences: false) {
            let halves = part.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard halves.count == 2, !halves[0].isEmpty, !halves[1].isEmpty, !pairs.contains(where: { $0.key == halves[0] }) else { return nil }
            pairs.append((halves[0], halves[1]))
        }
        self.pairs = pairs
    }

    static let expectation = "KEY=VALUE pairs, comma-separated, each key once (angle, height, lens, mirrored, lighting)"
    static let placeholder = "angle=A,height=H,…"
}
