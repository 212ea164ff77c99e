/// User input quoted back in an error message, cut short: a 40 MB number on a command line
/// or in a file must not become a 40 MB line on a terminal or in a CI log.
package enum EchoedText {
    /// Characters kept of a long input.
    package static let limit = 200

    /// `"1e3000000…" (40000000 characters)` for a long input; the input, quoted, otherwise.
    package static func quoted(_ text: some StringProtocol) -> String {
        "\"" + shortened(text) + "\""
    }

    /// The input itself, or its first `limit` characters with an ellipsis and its length.
    package static func shortened(_ text: some StringProtocol) -> String {
        guard text.utf8.count > limit else { return String(text) }
        let count = text.count
        guard count > limit else { return String(text) }
        return String(text.prefix(limit)) + "… (\(count) characters)"
    }
}
