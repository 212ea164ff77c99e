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
        if let integer = integer(text) { return integer }
        if isDecimalFloat(Array(text.utf8)), let number = Double(text) { return .float(number) }
        return .string(text)
    }

    private static func integer(_ text: String) -> YAMLValue? {
        let bytes = Array(text.utf8)
        for (prefix, radix) in [("0o", 8), ("0x", 16)] where text.hasPrefix(prefix) && bytes.count > 2 {
            let digits = text.dropFirst(2)
            guard digits.allSatisfy({ $0.isASCII && $0.hexDigitValue.map { $0 < radix } ?? false }) else { return nil }
            return Int(digits, radix: radix).map(YAMLValue.int)
                ?? .float(digits.reduce(0) { $0 * Double(radix) + Double($1.hexDigitValue!) })
        }
        let digits = bytes.first == UInt8(ascii: "-") || bytes.first == UInt8(ascii: "+") ? bytes.dropFirst() : bytes[...]
        guard !digits.isEmpty, digits.allSatisfy(isDigit) else { return nil }
        if let value = Int(text) { return .int(value) }
        return Double(text).map(YAMLValue.float)
    }

    /// `[-+]? ( \. [0-9]+ | [0-9]+ ( \. [0-9]* )? ) ( [eE] [-+]? [0-9]+ )?`
    private static func isDecimalFloat(_ bytes: [UInt8]) -> Bool {
        var index = 0
        func skipDigits() -> Int {
            let start = index
            while index < bytes.count, isDigit(bytes[index]) { index += 1 }
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

    private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }
}
