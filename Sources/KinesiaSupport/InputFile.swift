import Foundation

/// The check every file the tools read goes through before it is opened: it must be a
/// regular file (a symbolic link to one is fine). A FIFO with no writer would block the
/// reader forever, a device could stream without end, and a directory is a mistake.
package enum InputFile {
    package enum Problem: Sendable, Hashable, CustomStringConvertible {
        case missing, directory, device, socket, otherSpecial, permissionDenied, unexaminable

        package var description: String {
            switch self {
            case .missing: "no such file"
            case .directory: "is a directory, not a file"
            case .device: "is a device, not a regular file"
            case .socket: "is a socket, not a regular file"
            // Foundation has no name for a FIFO; it is the one type left.
            case .otherSpecial: "is not a regular file (a named pipe?)"
            case .permissionDenied: "permission denied"
            case .unexaminable: "cannot be examined"
            }
        }
    }

    /// Why `path` cannot be read as a file, or nil when it can.
    package static func problem(at path: String) -> Problem? {
        let real = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: real)
        } catch {
            return FileManager.default.fileExists(atPath: path) ? .unexaminable : .missing
        }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: return FileManager.default.isReadableFile(atPath: real) ? nil : .permissionDenied
        case .typeDirectory?: return .directory
        case .typeCharacterSpecial?, .typeBlockSpecial?: return .device
        case .typeSocket?: return .socket
        default: return .otherSpecial
        }
    }
}

/// A file refused by `InputFile`, naming it.
package struct InputFileError: Error, Sendable, Hashable, CustomStringConvertible {
    package var path: String
    package var problem: InputFile.Problem

    package init(path: String, problem: InputFile.Problem) {
        self.path = path
        self.problem = problem
    }

    package var description: String { "\(path): \(problem)" }
}
