/// A word that is not an option, taken in declaration order: required ones first, then
/// optional ones, then at most one variadic one last.
package struct Positional<Value: ArgumentValue, Result>: ArgumentDeclaration {
    package let spec: ArgumentSpec
    let extract: @Sendable ([String]) -> Result

    init(_ name: String, help: String, required: Bool, repeats: Bool, extract: @escaping @Sendable ([Value]) -> Result) {
        spec = ArgumentSpec(
            kind: .positional, name: name, short: nil, valueName: name, help: help, isRequired: required,
            repeats: repeats, defaultText: nil, rangeText: nil,
            refusal: ArgumentSpec.refusal(name: name, of: Value.self))
        self.extract = { texts in extract(texts.compactMap(Value.init(argument:))) }
    }
}

extension Positional {
    /// A positional argument the command line must give.
    package init(_ name: String, as type: Value.Type, help: String) where Result == Value {
        self.init(name, help: help, required: true, repeats: false) { values in
            guard let value = values.first else { preconditionFailure("\(name) is required but was not parsed") }
            return value
        }
    }

    package init(optional name: String, as type: Value.Type, help: String) where Result == Value? {
        self.init(name, help: help, required: false, repeats: false) { $0.first }
    }

    /// Zero or more; must be the last positional argument.
    package init(variadic name: String, as type: Value.Type, help: String) where Result == [Value] {
        self.init(name, help: help, required: false, repeats: true) { $0 }
    }
}
