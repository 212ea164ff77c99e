/// A motion-capture file that cannot be read, with the file and line.
public struct MocapError: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let line: Int?
    public let reason: String

    public init(file: String, line: Int? = nil, _ reason: String) {
        self.file = file
        self.line = line
        self.reason = reason
    }

    public var description: String { line.map { "\(file):\($0): \(reason)" } ?? "\(file): \(reason)" }
}
