import Foundation
import KinesiaSupport

/// A folder of video poses, one file per `PoseCacheKey` (`<digest>.poses`), that any CI cache
/// can carry: the gate reads a video's poses from it instead of decoding and estimating them
/// when everything that decides them is unchanged.
///
/// An entry is written whole or not at all (a temporary file renamed over the name), so
/// fixtures run side by side, and processes (shards) sharing the folder, only ever see
/// complete entries; two writers of one key write the same bytes. An entry that does not
/// read back exactly is a miss with the reason, never poses.
package struct PoseCache: Sendable, Hashable {
    /// Where CI names the folder when the command line does not (`--pose-cache` wins).
    package static let environmentVariable = "KINESIA_POSE_CACHE"

    package var directory: URL

    package init(directory: URL) { self.directory = directory }

    /// The folder `--pose-cache` or the environment names, created when missing.
    package static func resolve(option: String?, environment: [String: String]) throws(PoseCacheError) -> PoseCache? {
        guard let path = option ?? environment[environmentVariable].flatMap({ $0.isEmpty ? nil : $0 }) else { return nil }
        let directory = URL(fileURLWithPath: path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw PoseCacheError(file: path, reason: "cannot create the folder: \(SystemErrorText.describe(error))")
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            throw PoseCacheError(file: path, reason: "not a folder")
        }
        return PoseCache(directory: directory)
    }

    package func file(for key: PoseCacheKey) -> URL { directory.appendingPathComponent("\(key.digest).poses") }

    /// The entry for `key`: its poses, nothing, or why the file there could not be used.
    package func lookup(_ key: PoseCacheKey) -> PoseCacheLookup {
        let url = file(for: key)
        guard InputFile.problem(at: url.path) == nil else {
            return FileManager.default.fileExists(atPath: url.path) ? .unusable("\(url.path): not a regular file") : .absent
        }
        let data: Data
        do { data = try Data(contentsOf: url) } catch { return .unusable("\(url.path): \(SystemErrorText.describe(error))") }
        do {
            return .found(try CachedPoses(bytes: Array(data), key: key))
        } catch {
            return .unusable("\(url.path): \(error)")
        }
    }

    /// Writes `poses` as `key`'s entry, replacing whatever was there.
    package func store(_ poses: CachedPoses, for key: PoseCacheKey) throws(PoseCacheError) {
        let url = file(for: key)
        do {
            try OutputFile.write(Data(poses.bytes(key: key)), to: url)
        } catch {
            throw PoseCacheError(file: url.path, reason: error.reason)
        }
    }
}

/// What a cache folder holds for one key.
package enum PoseCacheLookup: Sendable, Equatable {
    case found(CachedPoses)
    case absent
    /// A file is there but is not a complete entry for the key: the reason, with the file.
    case unusable(String)
}

/// A cache folder or entry that could not be used, naming the file.
package struct PoseCacheError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package var description: String { "\(file): \(reason)" }
}
