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
        for (prefix, radix) in [(UInt8(ascii: "o"), 8), (UInt8(ascii: "x"), 16)]
        where bytes.count > 2 && bytes[0] == UInt8(ascii: "0") && bytes[1] == prefix {
            guard digitRun(bytes, from: 2, radix: radix) == bytes.count else { return nil }
            if let value = Int(text.dropFirst(2), radix: radix) { return .int(value) }
            var number = 0.0
            for index in 2..<bytes.count { number = number * Double(radix) + Double(digitValue(bytes[index])) }
            return .float(number)
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

    /// The index after the digits of `radix` from `start`. A plain loop over the bytes: a
    /// scalar may be a 40 MB run of digits, and generic sequence calls over it take seconds
    /// unoptimized.
    private static func digitRun(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, radix: Int = 10) -> Int {
        guard let base = bytes.baseAddress else { return start }
        var index = start
        while index < bytes.count, digitValue(base[index]) < radix { index += 1 }
        return index
    }

    /// A digit's value (`0`–`9`, `a`–`f` either case), or 16 for any other byte.
    private static func digitValue(_ byte: UInt8) -> Int {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): Int(byte - UInt8(ascii: "a")) + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): Int(byte - UInt8(ascii: "A")) + 10
        default: 16
        }
    }
}
