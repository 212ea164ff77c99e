import KinesiaCommandLine
import KinesiaManifest

// The fixture-selection values of `run`, `mutate` and `calibrate`, parsed with the command line:
// a bad one is refused before any manifest is read, naming the option.

/// `--shard 1/2`: the I-th of N shards, 1-based.
extension Shard: ArgumentValue {
    package init?(argument: String) {
        do { try self.init(parsing: argument) } catch { return nil }
    }

    package static var expectation: String { "I/N with 1 ≤ I ≤ N, e.g. 1/2" }
    package static var placeholder: String { "I/N" }
}

/// `--tags regression` or `--tags angle=side`; an unknown property is named with the nearest one.
extension TagFilter: ArgumentValue {
    package init?(argument: String) {
        do { try self.init(argument) } catch { return nil }
    }

    package static var expectation: String { "a tag or KEY=VALUE property" }
    package static var placeholder: String { "TAG" }

    package static func refusal(of argument: String) -> String? {
        do { _ = try TagFilter(argument); return nil } catch { return argument.isEmpty ? nil : error.message }
    }
}

/// `--root NAME=FOLDER`: FOLDER stands for the manifest's fixture root NAME.
struct RootOverride: ArgumentValue {
    var name: String
    var folder: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), equals != argument.startIndex, argument.index(after: equals) != argument.endIndex
        else { return nil }
        name = String(argument[..<equals])
        folder = String(argument[argument.index(after: equals)...])
    }

    static let expectation = "NAME=FOLDER"
    static let placeholder = "NAME=FOLDER"
}
