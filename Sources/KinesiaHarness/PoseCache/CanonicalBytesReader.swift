/// Reads back what `CanonicalBytes` wrote.
struct CanonicalBytesReader {
    private let bytes: [UInt8]
    private(set) var offset = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var remaining: Int { bytes.count - offset }

    mutating func uint64() throws(CachedPosesError) -> UInt64 {
        guard remaining >= 8 else { throw CachedPosesError(offset: offset, "ends inside a number") }
        var value: UInt64 = 0
        for index in 0..<8 { value |= UInt64(bytes[offset + index]) << UInt64(8 * index) }
        offset += 8
        return value
    }

    mutating func int() throws(CachedPosesError) -> Int { Int(truncatingIfNeeded: Int64(bitPattern: try uint64())) }

    mutating func double() throws(CachedPosesError) -> Double { Double(bitPattern: try uint64()) }

    mutating func string() throws(CachedPosesError) -> String {
        let start = offset
        let count = try int()
        guard count >= 0, count <= remaining else { throw CachedPosesError(offset: start, "a text of \(count) bytes does not fit") }
        defer { offset += count }
        guard let text = String(validating: bytes[offset..<(offset + count)], as: UTF8.self) else {
            throw CachedPosesError(offset: offset, "a text that is not UTF-8")
        }
        return text
    }
}
