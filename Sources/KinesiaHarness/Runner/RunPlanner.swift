import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaResults

/// From manifest files to the fixtures a run reports on: load each manifest (collecting
/// every error), select fixtures, then find and check only the selected fixtures' files.
package struct RunPlanner: Sendable {
    package var resolver: FixtureResolver
    package var vocabulary: ManifestVocabulary
    /// Leave each fixture's files to be found and hashed when it runs, under its watchdog
    /// (`PlannedFixture.Readiness.pending`), as `kinesia run` does; otherwise they are
    /// checked while planning, for callers that inspect fixtures before running them.
    package var defersFileChecks: Bool

    package init(resolver: FixtureResolver, vocabulary: ManifestVocabulary = .engine, defersFileChecks: Bool = false) {
        self.resolver = resolver
        self.vocabulary = vocabulary
        self.defersFileChecks = defersFileChecks
    }

    package func plan(manifests paths: [String], selection: FixtureSelection) -> RunPlan {
        var plan = RunPlan(manifests: [], loaded: [], fixtures: [], errors: [])
        var loaded: [Manifest] = []
        var seen: [String: String] = [:]
        for path in paths {
            // The same file twice would run each of its fixtures twice.
            let real = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
            if let first = seen[real] {
                plan.errors.append(RunError(file: path, message: "this manifest is given twice (first as \(first)); its fixtures run once"))
                continue
            }
            seen[real] = path
            plan.manifests.append(path)
            do {
                let result = try ManifestLoader(vocabulary: vocabulary).load(path: path)
                plan.errors += result.errors.map(RunError.init)
                loaded.append(result.manifest)
            } catch {
                plan.errors.append(RunError(error))
            }
        }
        plan.loaded = loaded
        plan.errors += selection.problems(with: loaded.flatMap(\.fixtures)).map { RunError(file: nil, message: $0) }
        var order = 0
        for var manifest in loaded {
            let positions = Dictionary(uniqueKeysWithValues: manifest.fixtures.enumerated().map { ($1.id, order + $0) })
            order += manifest.fixtures.count
            manifest.fixtures = manifest.fixtures.filter(selection.includes)
            if defersFileChecks {
                plan.errors += resolver.overrideErrors(manifest).map(RunError.init)
                plan.fixtures += resolver.prepare(manifest).map { files in
                    PlannedFixture(fixture: files.fixture, manifest: manifest.path, order: positions[files.fixture.id] ?? 0, readiness: .pending(files))
                }
                continue
            }
            let resolved = resolver.resolve(manifest)
            let fixtureErrors = Set(resolved.unresolved.flatMap(\.errors))
            plan.errors += resolved.errors.filter { !fixtureErrors.contains($0) }.map(RunError.init)
            var planned = resolved.fixtures.map { PlannedFixture(fixture: $0.fixture, manifest: manifest.path, order: 0, readiness: .ready($0)) }
            planned += resolved.skipped.map { PlannedFixture(fixture: $0.fixture, manifest: manifest.path, order: 0, readiness: .skipped(reason: $0.reason)) }
            planned += resolved.unresolved.map { PlannedFixture(fixture: $0.fixture, manifest: manifest.path, order: 0, readiness: .unresolved($0.errors)) }
            for index in planned.indices { planned[index].order = positions[planned[index].fixture.id] ?? 0 }
            plan.fixtures += planned.sorted { $0.order < $1.order }
        }
        return plan
    }
}

/// The fixtures a run will report on, in manifest order, and the errors found on the way.
package struct RunPlan: Sendable {
    package var manifests: [String]
    /// The manifests that loaded, every fixture kept: what the run's drift check reads.
    package var loaded: [Manifest]
    package var fixtures: [PlannedFixture]
    /// Manifest and selection errors, each `file:line:column: message` where it has a place.
    package var errors: [RunError]
}

