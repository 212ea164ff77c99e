/// The names a manifest may use for exercises and sides, supplied by the engine so the
/// manifest layer never keeps its own copy of the exercise list.
public struct ManifestVocabulary: Sendable, Hashable {
    public var exercises: [String]
    public var sides: [String]

    public init(exercises: [String], sides: [String]) {
        self.exercises = exercises
        self.sides = sides
    }
}
