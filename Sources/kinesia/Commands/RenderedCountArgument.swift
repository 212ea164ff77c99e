import KinesiaCommandLine

/// `--render 0.9=brisk-curl.count.json`: a brisk render's tempo (seconds a rep, as it was
/// rendered) and the file `kinesia count --json` wrote for it.
struct RenderedCountArgument: ArgumentValue {
    let tempo: String
    let path: String

    init?(argument: String) {
        guard let equals = argument.firstIndex(of: "="), Double(argument[..<equals]) != nil else { return nil }
        tempo = String(argument[..<equals])
        path = String(argument[argument.index(after: equals)...])
        guard !path.isEmpty else { return nil }
    }

    static var expectation: String { "SECONDS=COUNT.json (a render's tempo and its kinesia count --json)" }
    static var placeholder: String { "SECONDS=COUNT.json" }
}
