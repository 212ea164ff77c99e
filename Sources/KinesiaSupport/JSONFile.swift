import Foundation

/// Reading and writing whole JSON files with errors that name the file: the one place the
/// project's JSON formats (recordings, baselines, results) touch the file system.
public enum JSONFile {
    /// Parses the file and hands the tree to `decode`; every failure becomes a `JSONFileError`.
    public static func read<Value>(
        _ url: URL, decode: (JSONValue) throws(JSONContentError) -> Value
    ) throws(JSONFileError) -> Value {
        let name = url.relativePath
        return try decodeContent(of: try contents(of: url), file: name, decode: decode)
    }

    /// Parses bytes said to come from `file` (used in messages only).
    public static func decodeContent<Value>(
        of data: Data, file: String, decode: (JSONValue) throws(JSONContentError) -> Value
    ) throws(JSONFileError) -> Value {
        let tree: JSONValue
        do { tree = try JSONParser.parse(data) } catch { throw JSONFileError(file: file, .syntax(error)) }
        do { return try decode(tree) } catch { throw JSONFileError(file: file, .content(error)) }
    }

    /// Writes `text` atomically, so a reader never sees half a file.
    public static func write(_ text: String, to url: URL) throws(JSONFileError) {
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw JSONFileError(file: url.relativePath, .unwritable(reason(error)))
        }
    }

    private static func contents(of url: URL) throws(JSONFileError) -> Data {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw JSONFileError(file: url.relativePath, .unreadable("no such file"))
        }
        guard !isDirectory.boolValue else { throw JSONFileError(file: url.relativePath, .unreadable("is a directory")) }
        do {
            return try Data(contentsOf: url)
        } catch {
            throw JSONFileError(file: url.relativePath, .unreadable(reason(error)))
        }
    }

    private static func reason(_ error: any Error) -> String { (error as NSError).localizedDescription }
}
