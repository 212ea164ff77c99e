/// The values a number a user can give accepts — a command-line option, a source string's
/// key, a manifest field — stated once where it is declared: outside it is an error of one
/// line, and help shows it. Every such number has one, so nothing downstream is handed a
/// value it would trap or spin on.
public struct ValueRange<Value: Comparable & Sendable>: Sendable {
    public let lowerBound: Value
    public let upperBound: Value
    /// False for ranges such as "above 0, at most 1".
    package let includesLowerBound: Bool

    /// `lower…upper`, both included.
    public init(_ range: ClosedRange<Value>) {
        (lowerBound, upperBound, includesLowerBound) = (range.lowerBound, range.upperBound, true)
    }

    /// Above `lower` (excluded), at most `upper`.
    public static func above(_ lower: Value, atMost upper: Value) -> ValueRange {
        ValueRange(lower: lower, upper: upper, includesLower: false)
    }

    private init(lower: Value, upper: Value, includesLower: Bool) {
        (lowerBound, upperBound, includesLowerBound) = (lower, upper, includesLower)
    }

    public func contains(_ value: Value) -> Bool {
        (includesLowerBound ? value >= lowerBound : value > lowerBound) && value <= upperBound
    }

    /// "1…64", "above 0, at most 1".
    public var text: String {
        let (lower, upper) = (Self.show(lowerBound), Self.show(upperBound))
        return includesLowerBound ? "\(lower)…\(upper)" : "above \(lower), at most \(upper)"
    }

    /// "in 1…64", "above 0, at most 1": what follows "expects a number".
    package var phrase: String { includesLowerBound ? "in \(text)" : text }

    /// Whole numbers without a trailing ".0": "604800", not "604800.0".
    private static func show(_ value: Value) -> String {
        if let number = value as? Double, number == number.rounded(), abs(number) < 1e15 { return String(Int(number)) }
        return "\(value)"
    }
}
