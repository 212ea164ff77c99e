import Foundation

/// One UI-PRMD set's files (of its capture system) unpacked into a scratch folder laid out as
/// `UIPRMDSet` reads it: the shared data keeps them gzip-compressed, which Foundation does not
/// read, so `gzip -dc` unpacks each. A folder whose files are already unpacked is read where it
/// is. `UIPRMDSet.trajectory(fromSharedData:)` unpacks, reads and removes it for every reader
/// (`kinesia render --mocap uiprmd:…`, the tool that derives the UI-PRMD recordings, the tests).
public struct UIPRMDUnpacked {
    /// The folder to read the set from.
    public let folder: URL
    private let scratch: URL?

    /// `full` is the shared data's `uiprmd-full/`.
    public init(_ set: UIPRMDSet, from full: URL) throws {
        let layout = set.capture.folder(correct: set.correct)
        let files = FileManager.default
        let packedFolder = full.appendingPathComponent(layout)
        guard let names = try? files.contentsOfDirectory(atPath: packedFolder.path) else {
            throw MocapError(file: packedFolder.path, "no UI-PRMD \(set.capture.systemName) files (the shared data's uiprmd-full/)")
        }
        let prefix = "\(set.movement.code)_\(set.subject)_"
        let packed = names.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".txt.gz") }.sorted()
        guard !packed.isEmpty else {
            folder = full
            scratch = nil
            return
        }
        let scratch = files.temporaryDirectory.appendingPathComponent("kinesia-uiprmd-\(UUID().uuidString)")
        let target = scratch.appendingPathComponent(layout)
        try files.createDirectory(at: target, withIntermediateDirectories: true)
        self.scratch = scratch
        folder = scratch
        do {
            try files.copyItem(at: full.appendingPathComponent("rep_durations.csv"), to: scratch.appendingPathComponent("rep_durations.csv"))
            for name in packed {
                try Self.gunzip(packedFolder.appendingPathComponent(name), to: target.appendingPathComponent(String(name.dropLast(3))))
            }
        } catch {
            remove()
            throw error
        }
    }

    /// Deletes the scratch folder, if one was made.
    public func remove() {
        if let scratch { try? FileManager.default.removeItem(at: scratch) }
    }

    /// Unpacks one gzip-compressed file of the shared data to `output`.
    public static func gunzip(_ file: URL, to output: URL) throws {
        guard FileManager.default.createFile(atPath: output.path, contents: nil), let handle = FileHandle(forWritingAtPath: output.path) else {
            throw MocapError(file: output.path, "cannot write the unpacked file")
        }
        defer { try? handle.close() }
        let gzip = Process()
        gzip.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        gzip.arguments = ["gzip", "-dc", file.path]
        gzip.standardOutput = handle
        do { try gzip.run() } catch { throw MocapError(file: file.path, "cannot run gzip to unpack it (\(error.localizedDescription))") }
        gzip.waitUntilExit()
        guard gzip.terminationStatus == 0 else { throw MocapError(file: file.path, "gzip could not unpack it (exit \(gzip.terminationStatus))") }
    }
}
