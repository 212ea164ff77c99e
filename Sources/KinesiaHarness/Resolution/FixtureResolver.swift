import Foundation
import KinesiaManifest
import KinesiaSupport
import KinesiaYAML

/// Finds each fixture's files on disk and checks their SHA-256: the step after loading,
/// separate so that loading stays a pure function of the manifest text.
///
/// A root's folder comes from, in order: a command-line override, its environment variable,
/// its `path` (relative to the manifest's folder). A root that yields no readable folder
/// fails its fixtures, or skips them when the root says `whenMissing: skip`.
package struct FixtureResolver: Sendable {
    package var environment: [String: String]
    /// Root name → folder, from the command line; relative folders are taken from `workingDirectory`.
    package var rootOverrides: [String: String]
    package var workingDirectory: String
    /// Calibration writes baselines, so there a baseline that does not exist yet is no error
    /// (the fixture resolves without one).
    package var baselinesMayBeMissing: Bool

    package init(environment: [String: String], rootOverrides: [String: String] = [:], workingDirectory: String, baselinesMayBeMissing: Bool = false) {
        self.environment = environment
        self.rootOverrides = rootOverrides
        self.workingDirectory = workingDirectory
        self.baselinesMayBeMissing = baselinesMayBeMissing
    }

    /// Where a root's fixtures are, or why they cannot be found.
    enum RootFolder {
        case found(String)
        case missing(String)
    }

    package func resolve(_ manifest: Manifest) -> ResolvedManifest {
        var result = ResolvedManifest(fixtures: [], skipped: [], errors: overrideErrors(manifest))
        for files in prepare(manifest) {
            switch files.resolve() {
            case .ready(let fixture): result.fixtures.append(fixture)
            case .skipped(let fixture): result.skipped.append(fixture)
            case .unresolved(let fixture):
                result.errors += fixture.errors
                result.unresolved.append(fixture)
            }
        }
        return result
    }

    /// Each fixture's files, to be found and checked later (`FixtureFiles.resolve()`); one
    /// checksum cache serves them all.
    package func prepare(_ manifest: Manifest) -> [FixtureFiles] {
        let checksums = ChecksumCache()
        return manifest.fixtures.map { FixtureFiles(fixture: $0, manifest: manifest, resolver: self, checksums: checksums) }
    }

    /// Root overrides naming no root of the manifest.
    package func overrideErrors(_ manifest: Manifest) -> [ManifestError] {
        let rootNames = manifest.roots.map(\.name)
        return rootOverrides.keys.sorted().filter { !rootNames.contains($0) }.map { name in
            ManifestError(
                file: manifest.path, mark: nil,
                message: "the root override names `\(name)`, which the manifest does not define"
                    + NearestName.hint(for: name, among: rootNames))
        }
    }

    func resolve(_ fixture: Fixture, of manifest: Manifest, checksums: ChecksumCache) -> FixtureResolution {
        var folders: [String: RootFolder] = [:]
        for root in manifest.roots { folders[root.name] = folder(of: root, manifestPath: manifest.path) }
        if let root = manifest.roots.first(where: { $0.name == fixture.source.file.root }),
           root.whenMissing == .skip, case .missing(let reason) = folders[root.name] {
            return .skipped(SkippedFixture(fixture: fixture, reason: "fixture root `\(root.name)` is unavailable: \(reason)"))
        }
        var errors: [ManifestError] = []
        func locate(_ file: FixtureFile) -> String? {
            do throws(ManifestError) {
                return try locateFile(file, folders: folders, checksums: checksums, manifestPath: manifest.path)
            } catch {
                errors.append(error)
                return nil
            }
        }
        let sourcePath = locate(fixture.source.file)
        var keypointPath: String?
        if case .recording(let file) = fixture.labels.keypoints { keypointPath = locate(file) }
        var baselinePath: String?
        if case .baseline(let path, let mark) = fixture.tolerances.keypoints {
            let absolute = absolutePath(path, base: manifestFolder(manifest.path))
            if let problem = InputFile.problem(at: absolute) {
                if problem != .missing || !baselinesMayBeMissing {
                    errors.append(ManifestError(file: manifest.path, mark: mark, message: "baseline file \(absolute) cannot be read: \(problem)"))
                }
            } else {
                baselinePath = absolute
            }
        }
        guard let sourcePath, errors.isEmpty else { return .unresolved(UnresolvedFixture(fixture: fixture, errors: errors)) }
        return .ready(ResolvedFixture(fixture: fixture, sourcePath: sourcePath, keypointRecordingPath: keypointPath, baselinePath: baselinePath))
    }

    private func locateFile(
        _ file: FixtureFile, folders: [String: RootFolder], checksums: ChecksumCache, manifestPath: String
    ) throws(ManifestError) -> String {
        func failure(_ message: String, at mark: YAMLMark) -> ManifestError {
            ManifestError(file: manifestPath, mark: mark, message: message)
        }
        switch folders[file.root] {
        case nil:
            throw failure("fixture root `\(file.root)` is not usable: its definition has errors", at: file.pathMark)
        case .missing(let reason):
            throw failure("fixture root `\(file.root)` is unavailable: \(reason)", at: file.pathMark)
        case .found(let folder):
            let path = folder + "/" + file.path
            switch InputFile.problem(at: path) {
            case nil: break
            case .missing?, .directory?:
                throw failure("`\(file.path)` is not a file in fixture root `\(file.root)` (\(folder))", at: file.pathMark)
            case let problem?:
                throw failure("`\(file.path)` in fixture root `\(file.root)` cannot be read: \(problem)", at: file.pathMark)
            }
            let actual: String
            switch checksums.sha256(ofFileAt: path) {
            case .success(let digest): actual = digest
            case .failure(let error): throw failure("`\(file.path)` in fixture root `\(file.root)` cannot be read: \(error.problem)", at: file.pathMark)
            }
            guard actual == file.sha256 else {
                throw failure("sha256 mismatch for `\(file.path)`: the manifest says \(file.sha256), the file has \(actual)", at: file.sha256Mark)
            }
            return path
        }
    }

    func folder(of root: FixtureRoot, manifestPath: String) -> RootFolder {
        let folder: String
        let origin: String
        if let override = rootOverrides[root.name] {
            (folder, origin) = (absolutePath(override, base: workingDirectory), "from the command line")
        } else if let variable = root.environmentVariable, let value = environment[variable], !value.isEmpty {
            (folder, origin) = (absolutePath(value, base: workingDirectory), "from $\(variable)")
        } else if let path = root.path {
            (folder, origin) = (absolutePath(path, base: manifestFolder(manifestPath)), "from `path`")
        } else {
            return .missing("$\(root.environmentVariable ?? "") is not set and the root has no `path`")
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) else {
            return .missing("folder \(folder) (\(origin)) does not exist")
        }
        guard isDirectory.boolValue, FileManager.default.isReadableFile(atPath: folder) else {
            return .missing("\(folder) (\(origin)) is not a readable folder")
        }
        return .found(folder)
    }

    func manifestFolder(_ manifestPath: String) -> String {
        absolutePath((manifestPath as NSString).deletingLastPathComponent, base: workingDirectory)
    }

    func absolutePath(_ path: String, base: String) -> String {
        let joined = path.hasPrefix("/") ? path : (path.isEmpty ? base : base + "/" + path)
        return (joined as NSString).standardizingPath
    }
}
