/// `--json`: present or not.
public struct Flag: ArgumentDeclaration {
    public let spec: ArgumentSpec

    public init(_ name: String, short: Character? = nil, help: String) {
        spec = ArgumentSpec(
            kind: .flag, name: "--" + name, short: short, valueName: "", help: help, isRequired: false,
            repeats: false, defaultText: nil, rangeText: nil, refusal: { _ in nil })
    }
}
