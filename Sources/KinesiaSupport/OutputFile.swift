import Foundation

/// The one way the tools write an output file (results, JUnit XML, recordings, baselines,
/// matrices): whole or not at all, and never destroying something else.
///
/// - A symbolic link is followed: the file it names is replaced, the link stays.
/// - The new content goes to a temporary file in the target's real folder, then is renamed
///   over the target, so a reader never sees half a file and an interrupted write leaves the
///   old one.
/// - A target that exists and is not a regular file (a device, a FIFO, a folder) is refused,
///   as is a target that is one of the command's own inputs (`record X -o X`).
package enum OutputFile {
    package static func write(_ data: Data, to url: URL, sparing inputs: [URL] = []) throws(OutputFileError) {
        let real = try check(url, sparing: inputs)
        do {
            try data.write(to: real, options: .atomic)
        } catch {
            throw OutputFileError(file: url.relativePath, reason: SystemErrorText.describe(error))
        }
    }

    /// Whether `url` could be written, checked before a long job rather than after it;
    /// returns the real file a write would replace.
    @discardableResult
    package static func check(_ url: URL, sparing inputs: [URL] = []) throws(OutputFileError) -> URL {
        let name = url.relativePath
        let real = url.standardizedFileURL.resolvingSymlinksInPath()
        if let kind = existingKind(real.path), kind != .typeRegular {
            throw OutputFileError(file: name, reason: "\(describe(kind)); refusing to replace it with a file")
        }
        for input in inputs where sameFile(real, input) {
            throw OutputFileError(file: name, reason: "it is also an input of this command (\(input.relativePath)); refusing to overwrite it")
        }
        let folder = real.deletingLastPathComponent()
        guard existingKind(folder.path) == .typeDirectory else {
            throw OutputFileError(file: name, reason: "folder \(folder.path) does not exist")
        }
        guard FileManager.default.isWritableFile(atPath: folder.path) else {
            throw OutputFileError(file: name, reason: "folder \(folder.path) is not writable")
        }
        return real
    }

    package static func write(_ text: String, to url: URL, sparing inputs: [URL] = []) throws(OutputFileError) {
        try write(Data(text.utf8), to: url, sparing: inputs)
    }

    private static func existingKind(_ path: String) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
    }

    /// The same file by identity (device and inode), whatever the paths say.
    private static func sameFile(_ target: URL, _ input: URL) -> Bool {
        let manager = FileManager.default
        guard let a = try? manager.attributesOfItem(atPath: target.path),
              let b = try? manager.attributesOfItem(atPath: input.standardizedFileURL.resolvingSymlinksInPath().path)
        else { return false }
        return (a[.systemNumber] as? NSNumber) == (b[.systemNumber] as? NSNumber)
            && (a[.systemFileNumber] as? NSNumber) == (b[.systemFileNumber] as? NSNumber)
    }

    private static func describe(_ kind: FileAttributeType) -> String {
        switch kind {
        case .typeDirectory: "it is a folder"
        case .typeCharacterSpecial, .typeBlockSpecial: "it is a device"
        case .typeSocket: "it is a socket"
        default: "it is not a regular file (a named pipe?)"
        }
    }
}

/// An output that was not written, naming the file as the user gave it.
package struct OutputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var file: String
    package var reason: String

    package init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    package var description: String { "\(file): cannot write: \(reason)" }
}
