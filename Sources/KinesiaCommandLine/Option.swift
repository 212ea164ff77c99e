import KinesiaSupport

/// `--side left`, `--side=left`, or `-s left`. `Result` is what a command reads back:
/// `Value?`, `Value` (with a default, or required) or `[Value]` (repeated). A numeric option
/// states its `range`: the parser refuses values outside it and help shows it.
package struct Option<Value: ArgumentValue, Result>: ArgumentDeclaration {
    package let spec: ArgumentSpec
    let extract: @Sendable ([String]) -> Result

    init(_ name: String, short: Character?, valueName: String?, help: String, required: Bool = false,
         repeats: Bool = false, defaultText: String? = nil, rangeText: String? = nil, rangePhrase: String? = nil,
         inRange: @escaping @Sendable (Value) -> Bool = { _ in true }, extract: @escaping @Sendable ([Value]) -> Result) {
        spec = ArgumentSpec(
            kind: .option, name: "--" + name, short: short, valueName: valueName ?? Value.placeholder, help: help,
            isRequired: required, repeats: repeats, defaultText: defaultText, rangeText: rangeText,
            refusal: ArgumentSpec.refusal(name: "--" + name, of: Value.self, rangePhrase: rangePhrase, inRange: inRange))
        self.extract = { texts in extract(texts.compactMap(Value.init(argument:))) }
    }
}

extension Option {
    /// An option that may be left out: reads as nil then.
    package init(_ name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == Value? {
        self.init(name, short: short, valueName: valueName, help: help) { $0.last }
    }

    /// An option with a default, shown in help.
    package init(_ name: String, short: Character? = nil, default value: Value, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(name, short: short, valueName: valueName, help: help, defaultText: "\(value)") { $0.last ?? value }
    }

    /// An option the command line must give.
    package init(required name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(name, short: short, valueName: valueName, help: help, required: true, extract: requiredValue(name))
    }

    /// An option that may be given any number of times, in order.
    package init(repeated name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == [Value] {
        self.init(name, short: short, valueName: valueName, help: help, repeats: true) { $0 }
    }
}

extension Option where Value: Comparable {
    /// A number that may be left out, within `range` when given.
    package init(_ name: String, short: Character? = nil, as type: Value.Type, range: ValueRange<Value>, valueName: String? = nil, help: String)
    where Result == Value? {
        self.init(name, short: short, valueName: valueName, help: help, rangeText: range.text, rangePhrase: range.phrase, inRange: range.contains) { $0.last }
    }

    /// A number the command line must give, within `range`.
    package init(required name: String, short: Character? = nil, as type: Value.Type, range: ValueRange<Value>, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(
            name, short: short, valueName: valueName, help: help, required: true, rangeText: range.text, rangePhrase: range.phrase, inRange: range.contains,
            extract: requiredValue(name))
    }

    /// A number with a default, within `range`.
    package init(_ name: String, short: Character? = nil, default value: Value, range: ValueRange<Value>, valueName: String? = nil, help: String)
    where Result == Value {
        precondition(range.contains(value), "--\(name)'s default \(value) is outside its range \(range.text)")
        self.init(
            name, short: short, valueName: valueName, help: help, defaultText: "\(value)", rangeText: range.text, rangePhrase: range.phrase, inRange: range.contains
        ) { $0.last ?? value }
    }
}

/// A required option's value: the parser refuses a command line without one.
private func requiredValue<Value>(_ name: String) -> @Sendable ([Value]) -> Value {
    { values in
        guard let value = values.last else { preconditionFailure("--\(name) is required but was not parsed") }
        return value
    }
}
