import KinesiaCommandLine
import KinesiaMotion
import KinesiaSupport

extension Side: ArgumentValue {}

/// Error for an exercise name the library does not have, with the nearest name.
struct UnknownExercise: Error, CustomStringConvertible {
    let name: String

    var description: String {
        let names = ExerciseLibrary.all.map(\.name)
        if let near = NameSuggestion.closest(to: name, among: names) {
            return "unknown exercise \"\(name)\" (did you mean \(near)?)"
        }
        return "unknown exercise \"\(name)\" (known: \(names.joined(separator: ", ")))"
    }
}

extension ExerciseLibrary {
    static func resolve(_ name: String) throws(UnknownExercise) -> ExerciseDefinition {
        guard let definition = named(name) else { throw UnknownExercise(name: name) }
        return definition
    }
}
