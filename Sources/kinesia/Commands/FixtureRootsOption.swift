import Foundation
import KinesiaCommandLine
import KinesiaHarness

/// `--root NAME=FOLDER`, repeatable: where the manifests' fixture roots are, for every verb that
/// reads a manifest's fixtures (`run`, `mutate`, `calibrate`).
struct FixtureRootsOption: ArgumentGroup {
    let roots = Option(repeated: "root", as: RootOverride.self, help: "use FOLDER for the manifest's fixture root NAME")

    /// Where the command line's manifests find their fixture roots; a name given twice is refused.
    func resolver(_ arguments: ParsedArguments, baselinesMayBeMissing: Bool = false) throws(UsageError) -> FixtureResolver {
        var overrides: [String: String] = [:]
        for root in arguments[roots] {
            guard overrides[root.name] == nil else { throw UsageError("--root \(root.name) given twice") }
            overrides[root.name] = root.folder
        }
        return FixtureResolver(
            environment: ProcessInfo.processInfo.environment, rootOverrides: overrides,
            workingDirectory: FileManager.default.currentDirectoryPath, baselinesMayBeMissing: baselinesMayBeMissing)
    }
}
