/// Types plain scalars the way YAML 1.2's core schema does, which libyaml leaves to its users.
///
/// `null`/`~`/empty is null; `true`/`false` (three spellings each) are booleans; decimal,
/// `0o` octal and `0x` hexadecimal integers are integers (beyond `Int`'s range they become
/// numbers); decimal floats, `.inf` and `.nan` are numbers; YAML 1.1's `yes`/`no`/`on`/`off`
/// are ambiguous; everything else is a string.
enum YAMLCoreSchema {
    static func value(ofPlain text: String) -> YAMLValue {
        switch text {
        case "", "~", "null", "Null", "NULL": return .null
        case "true", "True", "TRUE": return .bool(true)
        case "false", "False", "FALSE": return .bool(false)
        case "yes", "Yes", "YES", "no", "No", "NO", "on", "On", "ON", "off", "Off", "OFF": return .ambiguous(text)
        case ".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF": return .float(.infinity)
        case "-.inf", "-.Inf", "-.INF": return .float(-.infinity)
        case ".nan", ".NaN", ".NAN": return .float(.nan)
        default: break
        }
        var utf8 = text
        return utf8.withUTF8 { bytes in
            if let integer = integer(text, bytes) { return integer }
            if isDecimalFloat(bytes), let number = Double(text) { return .float(number) }
            return .string(text)
        }
    }

    /// `bytes` is `text`'s UTF-8.
    private static func integer(_ text: String, _ bytes: UnsafeBufferPointer<UInt8>) -> YAMLValue? {
        for (prefix, radix) in [("0o", 8), ("0x", 16)] where text.hasPrefix(prefix) && bytes.count > 2 {
            let digits = text.dropFirst(2)
            guard digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } ?? false }) else { return nil }
            return Int(digits, radix: radix).map(YAMLValue.int)
                ?? .float(digits.reduce(0) { $0 * Double(radix) + Double($1.hexDigitValue!) })
        }
        let start = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? 1 : 0
        guard start < bytes.count, digitRun(bytes, from: start) == bytes.count else { return nil }
        if let value = Int(text) { return .int(value) }
        return Double(text).map(YAMLValue.float)
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isDecimalFloat(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        func skipDigits() -> Int {
            let start = index
            index = digitRun(bytes, from: index)
            return index - start
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        let integerDigits = skipDigits()
        var fractionDigits = 0
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            fractionDigits = skipDigits()
        }
        guard integerDigits > 0 || fractionDigits > 0 else { return false }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            guard skipDigits() > 0 else { return false }
        }
        return index == bytes.count
    }

    /// The index after the decimal digits from `start`. A plain loop over the bytes: a scalar
    /// may be a 40 MB run of digits, and generic sequence calls over it take seconds unoptimized.
    private static func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index < bytes.count, base[index] >= 0x30, base[index] <= 0x39 { index += 1 }
        return index
    }
}
