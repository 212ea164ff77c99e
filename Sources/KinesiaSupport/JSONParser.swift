import Foundation

/// Reads JSON (RFC 8259) from UTF-8 bytes into a `JSONValue`.
///
/// Written here rather than using `JSONSerialization` because its errors name no place:
/// every `JSONSyntaxError` carries line, column and the path of the value being read.
/// Strict: no comments, no trailing commas, no `NaN`/`Infinity` (reported as non-finite
/// numbers), and no numbers that overflow a `Double`. Nesting is capped so hostile input
/// cannot exhaust the stack.
package enum JSONParser {
    package static let maximumDepth = 512

    package static func parse(_ data: Data) throws(JSONSyntaxError) -> JSONValue {
        let result = data.withUnsafeBytes { raw in
            Result { () throws(JSONSyntaxError) -> JSONValue in try parse(raw) }
        }
        return try result.get()
    }

    package static func parse(_ text: String) throws(JSONSyntaxError) -> JSONValue {
        try parse(Data(text.utf8))
    }

    package static func parse(_ bytes: UnsafeRawBufferPointer) throws(JSONSyntaxError) -> JSONValue {
        var reader = Reader(bytes: bytes.assumingMemoryBound(to: UInt8.self))
        do {
            return try reader.document()
        } catch {
            let place = TextPosition(offset: error.offset, in: reader.bytes)
            throw JSONSyntaxError(
                line: place.line, column: place.column, path: JSONPath(error.reversedPath.reversed()), message: error.message)
        }
    }
}

/// A parse failure before it is turned into line and column; the path is collected while
/// the recursion unwinds, so the success path never builds one.
private struct Failure: Error {
    var offset: Int
    var message: String
    var reversedPath: [JSONPath.Component] = []

    func inside(_ component: JSONPath.Component) -> Failure {
        var copy = self
        copy.reversedPath.append(component)
        return copy
    }
}

private struct Reader {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    mutating func document() throws(Failure) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }  // a UTF-8 byte-order mark
        skipWhitespace()
        guard index < bytes.count else { throw Failure(offset: index, message: "empty document") }
        let value = try self.value()
        skipWhitespace()
        guard index == bytes.count else {
            throw Failure(offset: index, message: "unexpected \(describe(index)) after the JSON value")
        }
        return value
    }

    // MARK: Values

    mutating func value() throws(Failure) -> JSONValue {
        guard index < bytes.count else { throw Failure(offset: index, message: "unexpected end of file") }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "N"), UInt8(ascii: "I"): throw nonFiniteToken(at: index)
        default: throw Failure(offset: index, message: "unexpected \(describe(index))")
        }
    }

    mutating func object() throws(Failure) -> JSONValue {
        try enter(at: index)
        defer { depth -= 1 }
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if peek(UInt8(ascii: "}")) {
            index += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard peek(UInt8(ascii: "\"")) else {
                throw Failure(offset: index, message: "expected a member name in quotes, found \(describe(index))")
            }
            let key = try string()
            skipWhitespace()
            guard peek(UInt8(ascii: ":")) else {
                throw Failure(offset: index, message: "expected ':' after member name, found \(describe(index))")
                    .inside(.key(key))
            }
            index += 1
            skipWhitespace()
            let member: JSONValue
            do { member = try value() } catch { throw error.inside(.key(key)) }
            members.append(JSONMember(key, member))
            if try closes(UInt8(ascii: "}"), after: "object member") { return .object(members) }
        }
    }

    mutating func array() throws(Failure) -> JSONValue {
        try enter(at: index)
        defer { depth -= 1 }
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if peek(UInt8(ascii: "]")) {
            index += 1
            return .array(elements)
        }
        while true {
            skipWhitespace()
            let element: JSONValue
            do { element = try value() } catch { throw error.inside(.index(elements.count)) }
            elements.append(element)
            if try closes(UInt8(ascii: "]"), after: "array element") { return .array(elements) }
        }
    }

    /// After a member or element: consumes a comma (false) or the closing bracket (true).
    mutating func closes(_ bracket: UInt8, after item: String) throws(Failure) -> Bool {
        skipWhitespace()
        guard peek(UInt8(ascii: ",")) || peek(bracket) else {
            let expected = Character(Unicode.Scalar(bracket))
            throw Failure(offset: index, message: "expected ',' or '\(expected)' after \(item), found \(describe(index))")
        }
        index += 1
        return bytes[index - 1] == bracket
    }

    mutating func enter(at offset: Int) throws(Failure) {
        depth += 1
        guard depth <= JSONParser.maximumDepth else {
            throw Failure(offset: offset, message: "nested deeper than \(JSONParser.maximumDepth) levels")
        }
    }

    mutating func literal(_ word: StaticString) throws(Failure) {
        let start = index
        let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - index >= expected.count,
              bytes[index..<index + expected.count].elementsEqual(expected)
        else { throw Failure(offset: start, message: "unexpected \(describe(start))") }
        index += expected.count
    }

    // MARK: Numbers

    /// Exact powers of ten: a mantissa below 2^53 scaled by one of them rounds correctly
    /// in a single operation (Clinger's fast path), which covers nearly every coordinate.
    private static let exactPowersOfTen: [Double] = (0...22).map { exponent in
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }

    mutating func number() throws(Failure) -> JSONValue {
        let start = index
        let negative = peek(UInt8(ascii: "-"))
        if negative {
            index += 1
            if peek(UInt8(ascii: "I")) { throw nonFiniteToken(at: start) }
        }
        var mantissa: UInt64 = 0
        var significantDigits = 0
        var droppedDigits = false
        var decimalExponent = 0

        func accumulate(_ digit: UInt8, afterPoint: Bool, _ mantissa: inout UInt64) {
            if significantDigits < 19 {
                if mantissa != 0 || digit != 0 { significantDigits += 1 }
                mantissa = mantissa * 10 + UInt64(digit)
                if afterPoint { decimalExponent -= 1 }
            } else {
                droppedDigits = true
                if !afterPoint { decimalExponent += 1 }
            }
        }

        guard let first = digit(at: index) else {
            throw Failure(offset: index, message: "expected a digit after '-', found \(describe(index))")
        }
        index += 1
        if first == 0 {
            if digit(at: index) != nil {
                throw Failure(offset: start, message: "numbers must not have leading zeros")
            }
        } else {
            accumulate(first, afterPoint: false, &mantissa)
            while let next = digit(at: index) {
                accumulate(next, afterPoint: false, &mantissa)
                index += 1
            }
        }
        var isInteger = true
        if peek(UInt8(ascii: ".")) {
            isInteger = false
            index += 1
            guard digit(at: index) != nil else {
                throw Failure(offset: index, message: "expected a digit after '.', found \(describe(index))")
            }
            while let next = digit(at: index) {
                accumulate(next, afterPoint: true, &mantissa)
                index += 1
            }
        }
        if peek(UInt8(ascii: "e")) || peek(UInt8(ascii: "E")) {
            isInteger = false
            index += 1
            var exponentNegative = false
            if peek(UInt8(ascii: "+")) || peek(UInt8(ascii: "-")) {
                exponentNegative = bytes[index] == UInt8(ascii: "-")
                index += 1
            }
            guard digit(at: index) != nil else {
                throw Failure(offset: index, message: "expected a digit in the exponent, found \(describe(index))")
            }
            var exponent = 0
            while let next = digit(at: index) {
                exponent = min(exponent * 10 + Int(next), 100_000)  // far past any Double; avoids overflow
                index += 1
            }
            decimalExponent += exponentNegative ? -exponent : exponent
        }

        if isInteger, !droppedDigits, mantissa <= UInt64(Int.max) {
            return .integer(negative ? -Int(mantissa) : Int(mantissa))
        }
        if !droppedDigits, mantissa <= 1 << 53, (-22...22).contains(decimalExponent) {
            let scale = Self.exactPowersOfTen[abs(decimalExponent)]
            let magnitude = decimalExponent < 0 ? Double(mantissa) / scale : Double(mantissa) * scale
            return .number(negative ? -magnitude : magnitude)
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw Failure(offset: start, message: "not a finite number (\(EchoedText.shortened(text)) overflows a Double)")
        }
        return .number(value)
    }

    func digit(at offset: Int) -> UInt8? {
        guard offset < bytes.count else { return nil }
        let value = bytes[offset] &- UInt8(ascii: "0")
        return value < 10 ? value : nil
    }

    func nonFiniteToken(at offset: Int) -> Failure {
        let letters = bytes[offset] == UInt8(ascii: "-") ? offset + 1 : offset
        let end = bytes[letters...].firstIndex { !isTokenByte($0) } ?? bytes.count
        let token = String(decoding: bytes[offset..<max(end, letters + 1)], as: UTF8.self)
        return Failure(offset: offset, message: "not a finite number (\(EchoedText.shortened(token)) is not JSON)")
    }

    // MARK: Strings

    /// Reads a string starting at its opening quote. Plain strings (no escapes) are copied
    /// straight from the buffer; ASCII ones skip UTF-8 validation.
    mutating func string() throws(Failure) -> String {
        let start = index
        index += 1
        var asciiOnly = true
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                let content = UnsafeBufferPointer(rebasing: bytes[(start + 1)..<index])
                index += 1
                if asciiOnly { return String(decoding: content, as: UTF8.self) }
                return try validated(content, at: start)
            }
            if byte == UInt8(ascii: "\\") { return try escapedString(from: start) }
            if byte < 0x20 { throw controlCharacter(at: index) }
            if byte >= 0x80 { asciiOnly = false }
            index += 1
        }
        throw Failure(offset: start, message: "unterminated string")
    }

    mutating func escapedString(from start: Int) throws(Failure) -> String {
        var buffer = Array(bytes[(start + 1)..<index])
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\""):
                index += 1
                return try buffer.withUnsafeBufferPointer { content throws(Failure) in try validated(content, at: start) }
            case UInt8(ascii: "\\"):
                try escape(into: &buffer)
            case ..<0x20:
                throw controlCharacter(at: index)
            default:
                buffer.append(byte)
                index += 1
            }
        }
        throw Failure(offset: start, message: "unterminated string")
    }

    mutating func escape(into buffer: inout [UInt8]) throws(Failure) {
        let escapeStart = index
        index += 1
        guard index < bytes.count else { throw Failure(offset: escapeStart, message: "unterminated string") }
        let code = bytes[index]
        index += 1
        switch code {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): buffer.append(code)
        case UInt8(ascii: "b"): buffer.append(0x08)
        case UInt8(ascii: "f"): buffer.append(0x0C)
        case UInt8(ascii: "n"): buffer.append(0x0A)
        case UInt8(ascii: "r"): buffer.append(0x0D)
        case UInt8(ascii: "t"): buffer.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hexQuad(escapeStart: escapeStart)
            if (0xD800...0xDBFF).contains(scalar) {
                // A high surrogate must be followed by an escaped low surrogate.
                guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                else { throw Failure(offset: escapeStart, message: "unpaired surrogate in \\u escape") }
                let lowStart = index
                index += 2
                let low = try hexQuad(escapeStart: lowStart)
                guard (0xDC00...0xDFFF).contains(low) else {
                    throw Failure(offset: escapeStart, message: "unpaired surrogate in \\u escape")
                }
                scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
            } else if (0xDC00...0xDFFF).contains(scalar) {
                throw Failure(offset: escapeStart, message: "unpaired surrogate in \\u escape")
            }
            buffer.append(contentsOf: Array(String(Character(Unicode.Scalar(scalar)!)).utf8))
        default:
            throw Failure(offset: escapeStart, message: "invalid escape '\\\(Character(Unicode.Scalar(code)))'")
        }
    }

    mutating func hexQuad(escapeStart: Int) throws(Failure) -> UInt32 {
        guard bytes.count - index >= 4 else { throw Failure(offset: escapeStart, message: "\\u needs four hex digits") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else {
                throw Failure(offset: escapeStart, message: "\\u needs four hex digits")
            }
            value = value << 4 | UInt32(digit)
            index += 1
        }
        return value
    }

    func validated(_ content: UnsafeBufferPointer<UInt8>, at start: Int) throws(Failure) -> String {
        guard let text = String(validating: content, as: UTF8.self) else {
            throw Failure(offset: start, message: "string is not valid UTF-8")
        }
        return text
    }

    func controlCharacter(at offset: Int) -> Failure {
        Failure(offset: offset, message: "unescaped control character in string (a missing closing quote?)")
    }

    // MARK: Helpers

    mutating func skipWhitespace() {
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: "\r"), UInt8(ascii: "\t"): index += 1
            default: return
            }
        }
    }

    func peek(_ byte: UInt8) -> Bool { index < bytes.count && bytes[index] == byte }

    func isTokenByte(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
    }

    /// The byte at `offset` as a reader would name it in a message.
    func describe(_ offset: Int) -> String {
        guard offset < bytes.count else { return "end of file" }
        let byte = bytes[offset]
        if byte >= 0x80 { return "a non-ASCII character" }
        if byte < 0x20 { return "control character \(byte)" }
        return "'\(Character(Unicode.Scalar(byte)))'"
    }
}
