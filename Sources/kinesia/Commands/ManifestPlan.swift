import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest

/// From the command line's manifests, filters and root overrides to the fixtures a verb
/// works on, as `run`, `mutate` and `calibrate` all need them; errors are printed here.
/// Fixtures' files are checked when each runs, under its watchdog, unless the verb asks.
enum ManifestPlan {
    static func make(
        manifests: [String], filters: [String], tags: [String] = [], shard: Shard? = nil, roots: [String], baselinesMayBeMissing: Bool = false,
        defersFileChecks: Bool = true, selectionName: String = "--filter and --tags"
    ) throws -> RunPlan {
        let selection = FixtureSelection(
            patterns: filters.map(IDPattern.init), tags: try tags.map { text throws in try TagFilter(text) }, shard: shard,
            name: selectionName)
        let resolver = try self.resolver(roots: roots, baselinesMayBeMissing: baselinesMayBeMissing)
        let plan = RunPlanner(resolver: resolver, defersFileChecks: defersFileChecks).plan(manifests: manifests, selection: selection)
        for error in plan.errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        return plan
    }

    /// Where the command line's manifests find their fixture roots.
    static func resolver(roots: [String], baselinesMayBeMissing: Bool = false) throws(UsageError) -> FixtureResolver {
        FixtureResolver(
            environment: ProcessInfo.processInfo.environment, rootOverrides: try rootOverrides(roots),
            workingDirectory: FileManager.default.currentDirectoryPath, baselinesMayBeMissing: baselinesMayBeMissing)
    }

    /// `NAME=FOLDER` pairs; a name given twice is refused.
    static func rootOverrides(_ pairs: [String]) throws(UsageError) -> [String: String] {
        var overrides: [String: String] = [:]
        for pair in pairs {
            guard let equals = pair.firstIndex(of: "="), equals != pair.startIndex, pair.index(after: equals) != pair.endIndex else {
                throw UsageError("--root expects NAME=FOLDER (got \"\(pair)\")")
            }
            let name = String(pair[..<equals])
            guard overrides[name] == nil else { throw UsageError("--root \(name) given twice") }
            overrides[name] = String(pair[pair.index(after: equals)...])
        }
        return overrides
    }
}
