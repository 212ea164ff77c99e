import Foundation
import KinesiaManifest

extension FixtureResolver {
    /// Where `path` sits among the manifest's roots (with this resolver's overrides and
    /// environment): the root named `root`, or else the root whose folder holds it most
    /// closely. A file under no root is refused, listing the roots and their folders.
    package func placement(of path: String, in manifest: Manifest, root wanted: String? = nil) throws(FixturePlacementError) -> FixturePlacement {
        if let wanted, !manifest.roots.contains(where: { $0.name == wanted }) {
            throw FixturePlacementError(
                "the manifest \(manifest.path) has no fixture root `\(wanted)`" + NearestName.hint(for: wanted, among: manifest.roots.map(\.name)))
        }
        let file = absolutePath(path, base: workingDirectory)
        let realFile = URL(fileURLWithPath: file).resolvingSymlinksInPath().path
        var found: [(placement: FixturePlacement, depth: Int)] = []
        var folders: [String] = []
        for root in manifest.roots where wanted == nil || root.name == wanted {
            guard case .found(let folder) = self.folder(of: root, manifestPath: manifest.path) else {
                folders.append("`\(root.name)` (unavailable)")
                continue
            }
            folders.append("`\(root.name)` → \(folder)")
            let realFolder = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            // The path as given first, then both with links resolved: a root may be a link.
            for (base, candidate) in [(folder, file), (realFolder, realFile)] {
                let prefix = base.hasSuffix("/") ? base : base + "/"
                guard candidate.hasPrefix(prefix) else { continue }
                found.append((FixturePlacement(root: root.name, path: String(candidate.dropFirst(prefix.count))), base.count))
                break
            }
        }
        guard let best = found.max(by: { $0.depth < $1.depth }) else {
            let which = wanted.map { "fixture root `\($0)`" } ?? "any fixture root of \(manifest.path)"
            throw FixturePlacementError(
                "\(path) is not under \(which) (\(folders.isEmpty ? "it defines none" : folders.joined(separator: ", "))): "
                    + "move or link it under one, or give --root")
        }
        return best.placement
    }
}

/// Why a file cannot be named by a manifest.
package struct FixturePlacementError: Error, Sendable, Hashable, CustomStringConvertible {
    package var message: String
    package init(_ message: String) { self.message = message }
    package var description: String { message }
}
