import KinesiaManifest
import KinesiaSupport

/// A manifest or configuration problem, with its place when it has one:
/// `manifests/ci.yaml:12:7: unknown key `sied``.
public struct RunError: Sendable, Hashable, CustomStringConvertible {
    public var file: String?
    public var line: Int?
    public var column: Int?
    public var message: String

    public init(file: String?, line: Int? = nil, column: Int? = nil, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    public init(_ error: ManifestError) {
        self.init(file: error.file, line: error.mark?.line, column: error.mark?.column, message: error.message)
    }

    public var description: String {
        guard let file else { return message }
        guard let line, let column else { return "\(file): \(message)" }
        return "\(file):\(line):\(column): \(message)"
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension RunError {
    var json: JSONValue {
        ["file": JSONValue(file), "line": JSONValue(line), "column": JSONValue(column), "message": .string(message)]
    }

    static let jsonKeys: JSONKeys = ["file", "line", "column", "message"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            file: try fields.optionalString("file"), line: try fields.optionalInt("line"),
            column: try fields.optionalInt("column"), message: try fields.string("message"))
    }
}
