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
