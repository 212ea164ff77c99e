import Foundation
import KinesiaManifest
import KinesiaSupport

/// Files a manifest's fixture roots hold that no fixture uses, and baselines no fixture
/// references: what is left behind when fixtures are renamed or removed. Files count as
/// fixture files by their kind (videos, and recordings: `.json` files holding an object); a
/// file any of the manifests checked together uses is used, and so is one a manifest beside
/// them (a `.yaml` file in the same folder) uses: the pull-request gate and the nightly run
/// share their roots, and a run of the gate alone must not call the nightly's fixtures left
/// behind.
package struct FixtureDrift: Sendable, Hashable {
    package enum Kind: String, Sendable, Hashable {
        case unusedFixtureFile = "fixture file no fixture uses"
        case unreferencedBaseline = "baseline no fixture references"
    }

    package struct Finding: Sendable, Hashable, CustomStringConvertible {
        package var kind: Kind
        package var manifest: String
        /// The root's name for a fixture file; nil for a baseline.
        package var root: String?
        /// Absolute path.
        package var path: String

        package var description: String {
            "\(manifest): \(kind.rawValue): \(path)" + (root.map { " (fixture root `\($0)`)" } ?? "")
        }
    }

    static let fixtureExtensions: Set<String> = ["json", "mp4", "mov", "m4v", "mkv", "webm", "avi"]

    package var findings: [Finding]

    /// Manifests that do not load are left to the run, which reports their errors.
    package init(manifests paths: [String], resolver: FixtureResolver, vocabulary: ManifestVocabulary = .engine) {
        let loader = ManifestLoader(vocabulary: vocabulary)
        self.init(loaded: paths.compactMap { try? loader.load(path: $0).manifest }, resolver: resolver, vocabulary: vocabulary)
    }

    /// The drift of manifests a run has loaded already (`RunPlan.loaded`); only the
    /// manifests beside them are read here.
    package init(loaded manifests: [Manifest], resolver: FixtureResolver, vocabulary: ManifestVocabulary = .engine) {
        let loader = ManifestLoader(vocabulary: vocabulary)
        let paths = manifests.map(\.path)
        let checked = Set(paths.map { (resolver.absolutePath($0, base: resolver.workingDirectory) as NSString).standardizingPath })
        let neighbours = Self.neighbours(of: paths, resolver: resolver).filter { !checked.contains($0) }
            .compactMap { try? loader.load(path: $0).manifest }
        var used: Set<String> = []
        var roots: [(manifest: String, root: String, folder: String)] = []
        var baselineFolders: [(manifest: String, folder: String)] = []
        for (manifest, isChecked) in manifests.map({ ($0, true) }) + neighbours.map({ ($0, false) }) {
            var folders: [String: String] = [:]
            for root in manifest.roots {
                guard case .found(let folder) = resolver.folder(of: root, manifestPath: manifest.path) else { continue }
                folders[root.name] = folder
                if isChecked { roots.append((manifest.path, root.name, folder)) }
            }
            let manifestFolder = resolver.manifestFolder(manifest.path)
            if isChecked { baselineFolders.append((manifest.path, manifestFolder + "/baselines")) }
            for fixture in manifest.fixtures {
                var files = [fixture.source.file]
                if case .recording(let file) = fixture.labels.keypoints { files.append(file) }
                for file in files {
                    if let folder = folders[file.root] { used.insert(((folder + "/" + file.path) as NSString).standardizingPath) }
                }
                if case .baseline(let path, _) = fixture.tolerances.keypoints {
                    used.insert(resolver.absolutePath(path, base: manifestFolder))
                }
            }
        }
        var findings: [Finding] = []
        var seen: Set<String> = []
        for (manifest, root, folder) in roots {
            for path in Self.files(under: folder) where Self.fixtureExtensions.contains((path as NSString).pathExtension.lowercased()) {
                // A baseline inside a root is a baseline, judged below.
                guard !baselineFolders.contains(where: { path.hasPrefix($0.folder + "/") }) else { continue }
                // Only a file no fixture uses is opened to see whether it is a recording.
                guard !used.contains(path), Self.isRecordingOrVideo(path), seen.insert(path).inserted else { continue }
                findings.append(Finding(kind: .unusedFixtureFile, manifest: manifest, root: root, path: path))
            }
        }
        for (manifest, folder) in baselineFolders {
            for path in Self.files(under: folder) where path.hasSuffix(".json") {
                guard !used.contains(path), seen.insert(path).inserted else { continue }
                findings.append(Finding(kind: .unreferencedBaseline, manifest: manifest, root: nil, path: path))
            }
        }
        self.findings = findings
    }

    /// A file of a fixture extension, unless it is a `.json` file holding an array: every
    /// recording is an object, and an array is published reference landmarks or a phone's
    /// session, what `kinesia reference` and `kinesia import` turn into recordings.
    private static func isRecordingOrVideo(_ path: String) -> Bool {
        // Only a regular file is opened: a named pipe would block the read.
        guard (path as NSString).pathExtension.lowercased() == "json", InputFile.problem(at: path) == nil,
              let handle = FileHandle(forReadingAtPath: path) else { return true }
        defer { try? handle.close() }
        let head = (try? handle.read(upToCount: 256)) ?? Data()
        return head.first { !" \t\r\n".utf8.contains($0) } != UInt8(ascii: "[")
    }

    /// The `.yaml` files in the folders of `paths`, sorted.
    private static func neighbours(of paths: [String], resolver: FixtureResolver) -> [String] {
        let folders = Set(paths.map { resolver.manifestFolder($0) })
        return folders.sorted().flatMap { folder in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0.hasSuffix(".yaml") }
                .map { ((folder + "/" + $0) as NSString).standardizingPath }
        }.sorted()
    }

    /// Every regular file below `folder`, sorted; hidden files and folders left out.
    private static func files(under folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let relative = enumerator.nextObject() as? String {
            if relative.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            let path = ((folder + "/" + relative) as NSString).standardizingPath
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue { files.append(path) }
        }
        return files.sorted()
    }
}
