import KinesiaSupport
import Testing

/// A place and a byte offset convert both ways: every character's offset comes back from its
/// place, across multi-byte characters and line breaks.
@Test func aPlaceTurnsBackIntoTheOffsetItCameFrom() {
    let bytes = Array("fixtures: []\nclé: \"é—x\" # ☃\n\n  - [1]".utf8)
    for offset in bytes.indices where bytes[offset] & 0xC0 != 0x80 {
        let place = TextPosition(offset: offset, in: bytes)
        #expect(place.offset(in: bytes) == offset, "offset \(offset) at \(place.line):\(place.column)")
    }
    #expect(TextPosition(line: 2, column: 5).offset(in: bytes) == 18, "after the two-byte é of line 2")
    #expect(TextPosition(line: 9, column: 1).offset(in: bytes) == nil)
}
