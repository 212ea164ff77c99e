import KinesiaCommandLine
import KinesiaMotion
import KinesiaSupport

extension Side: ArgumentValue {}

/// `--exercise squat`: a library exercise; an unknown name is refused with the nearest one.
extension ExerciseDefinition: ArgumentValue {
    package init?(argument: String) {
        guard let definition = ExerciseLibrary.named(argument) else { return nil }
        self = definition
    }

    package static var expectation: String { "a library exercise (see `kinesia exercises`)" }
    package static var placeholder: String { "NAME" }

    package static func refusal(of argument: String) -> String? {
        let names = ExerciseLibrary.all.map(\.name)
        if let near = NameSuggestion.closest(to: argument, among: names) { return "unknown exercise (did you mean \(near)?)" }
        return "unknown exercise (known: \(names.joined(separator: ", ")))"
    }
}
