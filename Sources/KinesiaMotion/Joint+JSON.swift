import KinesiaSupport

extension Joint {
    /// A joint named by an object key (a recording's points, a baseline's or a results file's
    /// joints); an unknown name is refused at `path` with the nearest joint's name.
    public init(key: String, at path: @autoclosure () -> JSONPath) throws(JSONContentError) {
        guard let joint = Joint(rawValue: key) else { throw JSONContentError(path(), .invalid(Self.unknown(key))) }
        self = joint
    }

    private static func unknown(_ name: String) -> String {
        let names = allCases.map(\.rawValue)
        if let suggestion = NameSuggestion.closest(to: name, among: names) {
            return "unknown joint \"\(EchoedText.shortened(name))\" (did you mean \(suggestion)?)"
        }
        return "unknown joint \"\(EchoedText.shortened(name))\" (joints: \(names.joined(separator: ", ")))"
    }
}
