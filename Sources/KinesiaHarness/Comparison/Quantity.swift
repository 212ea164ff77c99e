/// Numbers as failure messages and summaries print them: short, without float noise.
enum Quantity {
    /// `14.2 s`, `25.0 s`, `2.15 s`: seconds to the hundredth, at least one decimal.
    static func seconds(_ value: Double) -> String {
        let text = trimmed(value, places: 2)
        return (text.contains(".") || text.contains("e") ? text : text + ".0") + " s"
    }

    /// `92.5°`
    static func degrees(_ value: Double) -> String { trimmed(value, places: 1) + "°" }

    /// A normalized distance, to four places.
    static func distance(_ value: Double) -> String { trimmed(value, places: 4) }

    /// `14.2 s, 17.9 s and 21.5 s`
    static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    static func trimmed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
