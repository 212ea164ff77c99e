/// A place in a text file as people read it: line and column, both from 1, columns counted in
/// characters (UTF-8 continuation bytes do not start one). Parsers report byte offsets; this
/// turns one into a place, only when there is an error to report.
package struct TextPosition: Sendable, Hashable {
    package var line: Int
    package var column: Int

    package init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    package init<Bytes: Collection>(offset: Int, in bytes: Bytes) where Bytes.Element == UInt8 {
        var line = 1, column = 1
        for byte in bytes.prefix(max(0, offset)) {
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        self.init(line: line, column: column)
    }

    /// The byte offset of this place in `bytes`, counted as `init(offset:in:)` counts: the
    /// inverse of that, for editing text at a place a parser reported; nil past the text.
    package func offset<Bytes: Collection>(in bytes: Bytes) -> Int? where Bytes.Element == UInt8 {
        var line = 1, column = 1
        for (offset, byte) in bytes.enumerated() {
            if line == self.line, column == self.column, byte & 0xC0 != 0x80 { return offset }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 1
            } else if byte & 0xC0 != 0x80 {
                column += 1
            }
        }
        return nil
    }
}
