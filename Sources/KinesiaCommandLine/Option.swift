/// `--side left`, `--side=left`, or `-s left`. `Result` is what a command reads back:
/// `Value?`, `Value` (with a default, or required) or `[Value]` (repeated).
public struct Option<Value: ArgumentValue, Result>: ArgumentDeclaration {
    public let spec: ArgumentSpec
    let extract: @Sendable ([String]) -> Result

    init(_ name: String, short: Character?, valueName: String?, help: String, required: Bool = false,
         repeats: Bool = false, defaultText: String? = nil, extract: @escaping @Sendable ([Value]) -> Result) {
        spec = ArgumentSpec(
            kind: .option, name: "--" + name, short: short, valueName: valueName ?? Value.placeholder, help: help,
            isRequired: required, repeats: repeats, defaultText: defaultText, expectation: Value.expectation,
            accepts: { Value(argument: $0) != nil })
        self.extract = { texts in extract(texts.compactMap(Value.init(argument:))) }
    }
}

extension Option {
    /// An option that may be left out: reads as nil then.
    public init(_ name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == Value? {
        self.init(name, short: short, valueName: valueName, help: help) { $0.last }
    }

    /// An option with a default, shown in help.
    public init(_ name: String, short: Character? = nil, default value: Value, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(name, short: short, valueName: valueName, help: help, defaultText: "\(value)") { $0.last ?? value }
    }

    /// An option the command line must give.
    public init(required name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == Value {
        self.init(name, short: short, valueName: valueName, help: help, required: true) { values in
            guard let value = values.last else { preconditionFailure("--\(name) is required but was not parsed") }
            return value
        }
    }

    /// An option that may be given any number of times, in order.
    public init(repeated name: String, short: Character? = nil, as type: Value.Type, valueName: String? = nil, help: String)
    where Result == [Value] {
        self.init(name, short: short, valueName: valueName, help: help, repeats: true) { $0 }
    }
}
