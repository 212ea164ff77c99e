/// `720x1280` → (720, 1280): the WIDTHxHEIGHT spelling of every `--size`; each verb's size type
/// bounds the numbers as its own output needs.
enum WidthByHeight {
    static func parse(_ text: String) -> (width: Int, height: Int)? {
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]) else { return nil }
        return (width, height)
    }
}
