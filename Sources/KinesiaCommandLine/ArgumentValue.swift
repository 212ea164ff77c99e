import KinesiaSupport

/// A type an option or positional argument can hold. Enums of strings get it for free:
/// `extension Side: ArgumentValue {}` accepts `left`, `right`, … and lists them in help.
package protocol ArgumentValue: Sendable {
    init?(argument: String)
    /// What a valid value is, for "--smoothing expects a number".
    static var expectation: String { get }
    /// The value's stand-in in help text when the declaration names none.
    static var placeholder: String { get }
    /// Why `argument` is refused, when the type can say more than its expectation (an unknown
    /// property with the nearest name); nil to print "--name expects <expectation>".
    static func refusal(of argument: String) -> String?
}

extension ArgumentValue {
    package static func refusal(of argument: String) -> String? { nil }
}

extension String: ArgumentValue {
    package init?(argument: String) { self = argument }
    package static var expectation: String { "text" }
    package static var placeholder: String { "TEXT" }
}

extension Double: ArgumentValue {
    package init?(argument: String) {
        guard let value = Double(argument), value.isFinite else { return nil }
        self = value
    }

    package static var expectation: String { "a number" }
    package static var placeholder: String { "NUMBER" }
}

extension Int: ArgumentValue {
    package init?(argument: String) { self.init(argument) }
    package static var expectation: String { "an integer" }
    package static var placeholder: String { "N" }
}

extension ArgumentValue where Self: CaseIterable & RawRepresentable, RawValue == String {
    package init?(argument: String) { self.init(rawValue: argument) }
    package static var expectation: String { "one of " + allCases.map(\.rawValue).joined(separator: ", ") }
    package static var placeholder: String { allCases.map(\.rawValue).joined(separator: "|") }
}
