/// A problem with a manifest, at its place: `file:line:column: message`.
public struct ManifestError: Error, Sendable, Hashable, CustomStringConvertible {
    public var file: String
    /// Nil for problems that belong to no line, such as a command-line root override.
    public var mark: YAMLMark?
    public var message: String

    public init(file: String, mark: YAMLMark?, message: String) {
        self.file = file
        self.mark = mark
        self.message = message
    }

    public var description: String {
        if let mark { "\(file):\(mark): \(message)" } else { "\(file): \(message)" }
    }
}
