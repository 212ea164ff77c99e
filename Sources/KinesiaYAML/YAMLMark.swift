/// A place in a YAML text, 1-based, as editors and compilers count.
public struct YAMLMark: Sendable, Hashable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int

    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    public static func < (lhs: YAMLMark, rhs: YAMLMark) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    public var description: String { "\(line):\(column)" }

    /// The mark of a value built in code rather than read from text: line 0, before any line.
    public static let unwritten = YAMLMark(line: 0, column: 0)
}
