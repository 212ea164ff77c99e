import Foundation
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion
import Testing

/// Every fixture a limit names (`ExerciseLibrary.limitSources`) is one of the default or
/// nightly manifests' fixtures, of the limit's exercise: a misspelt or renamed id would
/// silently count a fixture a limit was fitted to as held out.
@Test func everyFixtureALimitNamesIsInTheManifestsWithItsExercise() throws {
    let manifests = ["ci.yaml", "nightly.yaml"].map { CIManifest.repository.appendingPathComponent("manifests/" + $0).path }
    try #require(manifests.allSatisfy { FileManager.default.fileExists(atPath: $0) }, "manifests/ci.yaml or nightly.yaml is missing")
    let resolver = FixtureResolver(environment: ProcessInfo.processInfo.environment, workingDirectory: CIManifest.repository.path)
    // Ids and exercises are all it reads: no fixture file need be hashed.
    let plan = RunPlanner(resolver: resolver, defersFileChecks: true).plan(manifests: manifests, selection: FixtureSelection())
    let exercises = Dictionary(plan.fixtures.map { ($0.fixture.id, $0.fixture.exercise.name) }, uniquingKeysWith: { first, _ in first })
    #expect(!ExerciseLibrary.limitSources.isEmpty)
    for (exercise, limits) in ExerciseLibrary.limitSources {
        #expect(ExerciseLibrary.named(exercise) != nil, "\(exercise) is not a library exercise")
        for (limit, fixtures) in limits {
            #expect(!fixtures.isEmpty, "\(exercise) \(limit.rawValue) names no fixture: leave it out instead")
            for id in fixtures {
                #expect(exercises[id] != nil, "\(exercise) \(limit.rawValue): no fixture \(id) in manifests/ci.yaml or nightly.yaml")
                if let found = exercises[id] { #expect(found == exercise, "\(exercise) \(limit.rawValue): \(id) is a \(found) fixture") }
                #expect(ExerciseLibrary.limits(setBy: id, exercise: exercise).contains(limit))
            }
        }
    }
}
