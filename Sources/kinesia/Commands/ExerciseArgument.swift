import KinesiaCommandLine
import KinesiaMotion
import KinesiaSupport

extension Side: ArgumentValue {}

/// `--exercise squat`: a library exercise; an unknown name is refused with the nearest one.
extension ExerciseDefinition: ArgumentValue {
    public init?(argument: String) {
        guard let definition = ExerciseLibrary.named(argument) else { return nil }
        self = definition
    }

    public static var expectation: String { "a library exercise (see `kinesia exercises`)" }
    public static var placeholder: String { "NAME" }

    public static func refusal(of argument: String) -> String? {
        let names = ExerciseLibrary.all.map(\.name)
        if let near = NameSuggestion.closest(to: argument, among: names) { return "unknown exercise (did you mean \(near)?)" }
        return "unknown exercise (known: \(names.joined(separator: ", ")))"
    }
}
