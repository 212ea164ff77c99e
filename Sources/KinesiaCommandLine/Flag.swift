/// `--json`: present or not.
package struct Flag: ArgumentDeclaration {
    package let spec: ArgumentSpec

    package init(_ name: String, short: Character? = nil, help: String) {
        spec = ArgumentSpec(
            kind: .flag, name: "--" + name, short: short, valueName: "", help: help, isRequired: false,
            repeats: false, defaultText: nil, rangeText: nil, refusal: { _ in nil })
    }
}
