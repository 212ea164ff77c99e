import KinesiaMotion

/// The exercises and sides a manifest may name, supplied by the engine so the manifest layer
/// never keeps its own copy of the exercise list; a fixture holds the engine's own values.
public struct ManifestVocabulary: Sendable, Hashable {
    public var exercises: [ExerciseDefinition]
    public var sides: [Side]

    public init(exercises: [ExerciseDefinition], sides: [Side]) {
        self.exercises = exercises
        self.sides = sides
    }

    /// Every exercise and side the engine has.
    public static var engine: ManifestVocabulary { ManifestVocabulary(exercises: ExerciseLibrary.all, sides: Side.allCases) }

    /// The engine's exercises and sides of these names, for a manifest limited to a few; a
    /// name the engine does not know is not part of it.
    public init(exercises names: [String], sides sideNames: [String]) {
        self.init(exercises: names.compactMap(ExerciseLibrary.named), sides: sideNames.compactMap(Side.init(rawValue:)))
    }

    /// `exercise:`, one of the vocabulary's, with a "did you mean" hint.
    func exercise(_ field: ManifestField) throws(ManifestError) -> ExerciseDefinition {
        let name = try field.oneOf(exercises.map(\.name), kind: "exercise")
        return exercises.first { $0.name == name }!
    }

    /// `side:`, one of the vocabulary's.
    func side(_ field: ManifestField) throws(ManifestError) -> Side {
        Side(rawValue: try field.oneOf(sides.map(\.rawValue), kind: "side"))!
    }
}
