import Foundation
import KinesiaManifest

/// A unique temporary folder holding a manifest and its fixture files, removed when released.
final class ManifestSandbox {
    static let vocabulary = ManifestVocabulary(exercises: ["squat", "pushUp", "elbowFlexion"], sides: ["left", "right"])

    let folder: String

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-manifest-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Writes a file below the folder, creating its parent folders, and returns its path.
    @discardableResult
    func write(_ relativePath: String, _ contents: String) throws -> String {
        let path = folder + "/" + relativePath
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The manifest's path, to build expected `file:line:column` messages.
    var manifestPath: String { folder + "/manifest.yaml" }

    func load(_ yaml: String) throws -> ManifestLoadResult {
        try write("manifest.yaml", yaml)
        return try ManifestLoader(vocabulary: Self.vocabulary).load(path: manifestPath)
    }

    /// The errors of loading, as the runner prints them.
    func errors(_ yaml: String) throws -> [String] {
        try load(yaml).errors.map(\.description)
    }

    /// The error that stops the whole manifest, as printed.
    func fatalError(_ yaml: String) throws -> String? {
        try write("manifest.yaml", yaml)
        do {
            _ = try ManifestLoader(vocabulary: Self.vocabulary).load(path: manifestPath)
            return nil
        } catch {
            return error.description
        }
    }
}
