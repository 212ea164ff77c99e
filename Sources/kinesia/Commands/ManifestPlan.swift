import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest

/// From the command line's manifests and selection to the fixtures a verb works on, as `run`,
/// `mutate` and `calibrate` all need them; errors are printed here. Fixtures' files are checked
/// when each runs, under its watchdog, unless the verb asks.
enum ManifestPlan {
    static func make(
        manifests: [String], selection: FixtureSelection, resolver: FixtureResolver, defersFileChecks: Bool = true
    ) throws -> RunPlan {
        let plan = RunPlanner(resolver: resolver, defersFileChecks: defersFileChecks).plan(manifests: manifests, selection: selection)
        for error in plan.errors { FileHandle.standardError.write(Data("\(error)\n".utf8)) }
        return plan
    }
}
