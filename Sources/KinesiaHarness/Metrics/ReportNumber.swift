import Foundation

/// Numbers as the report, its summary and `kinesia compare` print them: a fixed number of
/// places, the same text on every machine.
enum ReportNumber {
    static func fixed(_ value: Double, places: Int) -> String {
        let text = String(format: "%.\(places)f", value)
        return text == "-" + String(format: "%.\(places)f", 0.0) ? String(format: "%.\(places)f", 0.0) : text
    }

    /// `93.8 %`
    static func percent(_ value: Double) -> String { fixed(value * 100, places: 1) + " %" }

    /// `+0.0123`, `−0.5`: a change, always signed.
    static func signed(_ value: Double, places: Int) -> String {
        let text = fixed(abs(value), places: places)
        if text == fixed(0, places: places) { return "±" + text }
        return (value < 0 ? "−" : "+") + text
    }
}
