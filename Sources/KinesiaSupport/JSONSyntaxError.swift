/// Text that is not JSON: where (line and column, 1-based, columns counted in characters;
/// and the path of the value being read) and why.
public struct JSONSyntaxError: Error, Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var path: JSONPath
    public var message: String

    public init(line: Int, column: Int, path: JSONPath, message: String) {
        self.line = line
        self.column = column
        self.path = path
        self.message = message
    }

    /// `3:17: $.frames[1].t: unexpected character 'x'`; the path is left out at the root.
    public var description: String {
        let place = path.components.isEmpty ? "" : "\(path): "
        return "\(line):\(column): \(place)\(message)"
    }
}
