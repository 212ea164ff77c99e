import Foundation

/// Numbers as Kinesia prints them for people — failure messages, the console, the report,
/// `kinesia compare`, the other commands — the same text on every machine. A quantity with a
/// unit is trimmed (`14.2 s`, `92.5°`); a bare figure in a table column keeps a fixed number of
/// places (`0.448`, `93.8 %`) so that the column lines up.
package enum NumberText {
    /// `14.2 s`, `25.0 s`, `0.033 s`: to `places` decimals (hundredths unless said), at
    /// least one shown.
    package static func seconds(_ value: Double, places: Int = 2) -> String {
        let text = trimmed(value, places: places)
        return (text.contains(".") || text.contains("e") ? text : text + ".0") + " s"
    }

    /// `+0.033 s`, `−0.5 s`, `±0.0 s`: a change of time.
    package static func secondsChange(_ value: Double, places: Int = 2) -> String {
        let magnitude = seconds(abs(value), places: places)
        if magnitude == seconds(0, places: places) { return "±" + magnitude }
        return (value < 0 ? "−" : "+") + magnitude
    }

    /// `92.5°`
    package static func degrees(_ value: Double) -> String { trimmed(value, places: 1) + "°" }

    /// A normalized distance, to four places.
    package static func distance(_ value: Double) -> String { trimmed(value, places: 4) }

    /// `14.2 s, 17.9 s and 21.5 s`
    package static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }

    /// The shortest text of the value rounded to `places` decimals: `2`, `0.25`.
    package static func trimmed(_ value: Double, places: Int) -> String {
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let rounded = (value * scale).rounded() / scale
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    /// Exactly `places` decimals, never `-0.0`.
    package static func fixed(_ value: Double, places: Int) -> String {
        let text = String(format: "%.\(places)f", value)
        return text == "-" + String(format: "%.\(places)f", 0.0) ? String(format: "%.\(places)f", 0.0) : text
    }

    /// `93.8 %`
    package static func percent(_ value: Double) -> String { fixed(value * 100, places: 1) + " %" }

    /// `+0.0123`, `−0.5`: a change, always signed.
    package static func signed(_ value: Double, places: Int) -> String {
        let text = fixed(abs(value), places: places)
        if text == fixed(0, places: places) { return "±" + text }
        return (value < 0 ? "−" : "+") + text
    }
}
