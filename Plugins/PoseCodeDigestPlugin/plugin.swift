import Foundation
import PackagePlugin

/// Gives the target it is applied to `PoseCodeDigest`: a digest, made at build time, of the
/// code that produces poses — every file of `KinesiaPose`, of `KinesiaMedia` and of the C
/// libraries under them, and the files of the other modules `KinesiaPose` depends on that
/// this code reaches by name (see `kinesia-pose-code-digest`). No version number is kept by
/// hand: a changed byte in any such file changes the digest, and with it every pose cache key.
@main
struct PoseCodeDigestPlugin: BuildToolPlugin {
    /// Where frames become poses: counted whole.
    static let poseModules: Set<String> = ["KinesiaPose", "KinesiaMedia"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let pose = target.recursiveTargetDependencies.first(where: { $0.name == "KinesiaPose" }) else {
            throw PluginError("\(target.name) does not depend on KinesiaPose: there are no poses to digest")
        }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("PoseCodeDigest.swift")
        var arguments = ["--root", context.package.directoryURL.path, "--output", output.path]
        var inputs: [URL] = []
        for module in [pose] + pose.recursiveTargetDependencies {
            let files = try Self.files(of: module)
            guard !files.isEmpty else { continue }
            let whole = Self.poseModules.contains(module.name) || module is SystemLibraryTarget
            arguments += [whole ? "--whole" : "--named", module.name] + files.map(\.path)
            inputs += files
        }
        return [
            .buildCommand(
                displayName: "Digesting the code that produces poses for \(target.name)",
                executable: try context.tool(named: "kinesia-pose-code-digest").url,
                arguments: arguments, inputFiles: inputs, outputFiles: [output]),
        ]
    }

    /// A Swift module's sources, or a C library's module map and headers.
    static func files(of module: Target) throws -> [URL] {
        if let source = module as? SourceModuleTarget {
            return source.sourceFiles(withSuffix: "swift").map(\.url).sorted { $0.path < $1.path }
        }
        guard let library = module as? SystemLibraryTarget else { return [] }
        let names = try FileManager.default.contentsOfDirectory(atPath: library.directoryURL.path).sorted()
        return names.filter { $0.hasSuffix(".h") || $0.hasSuffix(".modulemap") }.map { library.directoryURL.appendingPathComponent($0) }
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
