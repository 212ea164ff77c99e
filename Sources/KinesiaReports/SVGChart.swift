import KinesiaSupport

/// A small line chart as inline SVG: axes with round ticks, then bands, lines, polylines and
/// markers in data coordinates, in the order they were added. Coordinates are written to a
/// tenth of a pixel, so the same data always gives the same text.
struct SVGChart {
    var width = 900.0
    var height = 240.0
    var x: ClosedRange<Double>
    var y: ClosedRange<Double>
    var xLabel: String
    var yLabel: String
    /// Counts (nights, fixtures, reps) tick at whole numbers only.
    var wholeX = false
    var wholeY = false
    private var elements: [String] = []
    private var legend: [(label: String, colour: String)] = []
    private let left = 58.0, right = 12.0, top = 22.0, bottom = 36.0

    init(x: ClosedRange<Double>, y: ClosedRange<Double>, xLabel: String, yLabel: String, height: Double = 240) {
        self.x = x.lowerBound < x.upperBound ? x : (x.lowerBound - 1)...(x.upperBound + 1)
        self.y = y.lowerBound < y.upperBound ? y : (y.lowerBound - 1)...(y.upperBound + 1)
        self.xLabel = xLabel
        self.yLabel = yLabel
        self.height = height
    }

    private func px(_ value: Double) -> Double { left + (value - x.lowerBound) / (x.upperBound - x.lowerBound) * (width - left - right) }
    private func py(_ value: Double) -> Double { height - bottom - (value - y.lowerBound) / (y.upperBound - y.lowerBound) * (height - top - bottom) }
    private static func n(_ value: Double) -> String { NumberText.fixed(value, places: 1) }

    /// A shaded span of x, full height, with a tooltip.
    mutating func band(from start: Double, to end: Double, colour: String, opacity: Double = 0.25, title: String) {
        let (a, b) = (px(max(start, x.lowerBound)), px(min(end, x.upperBound)))
        elements.append("<rect x=\"\(Self.n(a))\" y=\"\(Self.n(top))\" width=\"\(Self.n(max(1, b - a)))\" height=\"\(Self.n(height - top - bottom))\" fill=\"\(colour)\" fill-opacity=\"\(opacity)\"><title>\(XMLText.escaped(title))</title></rect>")
    }

    /// A shaded span of y between two series (a confidence interval).
    mutating func area(_ points: [(x: Double, low: Double, high: Double)], colour: String) {
        guard !points.isEmpty else { return }
        let upper = points.map { "\(Self.n(px($0.x))),\(Self.n(py($0.high)))" }
        let lower = points.reversed().map { "\(Self.n(px($0.x))),\(Self.n(py($0.low)))" }
        elements.append("<polygon points=\"\((upper + lower).joined(separator: " "))\" fill=\"\(colour)\" fill-opacity=\"0.2\"/>")
    }

    mutating func verticalLine(at value: Double, colour: String, dashed: Bool = false, title: String) {
        let position = Self.n(px(value))
        elements.append("<line x1=\"\(position)\" y1=\"\(Self.n(top))\" x2=\"\(position)\" y2=\"\(Self.n(height - bottom))\" stroke=\"\(colour)\" stroke-width=\"2\"\(dashed ? " stroke-dasharray=\"4 3\"" : "")><title>\(XMLText.escaped(title))</title></line>")
    }

    mutating func horizontalLine(at value: Double, colour: String, label: String) {
        let position = Self.n(py(value))
        elements.append("<line x1=\"\(Self.n(left))\" y1=\"\(position)\" x2=\"\(Self.n(width - right))\" y2=\"\(position)\" stroke=\"\(colour)\" stroke-width=\"1\" stroke-dasharray=\"6 4\"/>")
        elements.append("<text x=\"\(Self.n(width - right - 4))\" y=\"\(Self.n(py(value) - 3))\" text-anchor=\"end\" class=\"note\" fill=\"\(colour)\">\(XMLText.escaped(label))</text>")
    }

    /// A line through the points, broken where a value is nil.
    mutating func polyline(_ points: [(x: Double, y: Double?)], colour: String, label: String?, width lineWidth: Double = 1.5) {
        var runs: [[String]] = [[]]
        for point in points {
            if let value = point.y {
                runs[runs.count - 1].append("\(Self.n(px(point.x))),\(Self.n(py(min(max(value, y.lowerBound), y.upperBound))))")
            } else if !runs[runs.count - 1].isEmpty {
                runs.append([])
            }
        }
        for run in runs where !run.isEmpty {
            elements.append("<polyline points=\"\(run.joined(separator: " "))\" fill=\"none\" stroke=\"\(colour)\" stroke-width=\"\(Self.n(lineWidth))\"/>")
        }
        if let label { legend.append((label, colour)) }
    }

    mutating func marker(x value: Double, y level: Double, colour: String, title: String) {
        elements.append("<circle cx=\"\(Self.n(px(value)))\" cy=\"\(Self.n(py(level)))\" r=\"4\" fill=\"\(colour)\"><title>\(XMLText.escaped(title))</title></circle>")
    }

    /// A label along the top of the plot at x.
    mutating func label(_ text: String, at value: Double, colour: String) {
        elements.append("<text x=\"\(Self.n(px(value)))\" y=\"\(Self.n(top - 6))\" text-anchor=\"middle\" class=\"note\" fill=\"\(colour)\">\(XMLText.escaped(text))</text>")
    }

    mutating func key(_ label: String, colour: String) { legend.append((label, colour)) }

    func svg(title: String) -> String {
        var text = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" viewBox=\"0 0 \(Self.n(width)) \(Self.n(height))\" width=\"\(Self.n(width))\" height=\"\(Self.n(height))\" role=\"img\">"
        text += "<title>\(XMLText.escaped(title))</title>"
        text += "<rect x=\"\(Self.n(left))\" y=\"\(Self.n(top))\" width=\"\(Self.n(width - left - right))\" height=\"\(Self.n(height - top - bottom))\" class=\"plot\"/>"
        for tick in Self.ticks(x, whole: wholeX) {
            text += "<line x1=\"\(Self.n(px(tick.value)))\" y1=\"\(Self.n(height - bottom))\" x2=\"\(Self.n(px(tick.value)))\" y2=\"\(Self.n(height - bottom + 4))\" class=\"axis\"/>"
            text += "<text x=\"\(Self.n(px(tick.value)))\" y=\"\(Self.n(height - bottom + 16))\" text-anchor=\"middle\">\(tick.label)</text>"
        }
        for tick in Self.ticks(y, whole: wholeY) {
            text += "<line x1=\"\(Self.n(left))\" y1=\"\(Self.n(py(tick.value)))\" x2=\"\(Self.n(width - right))\" y2=\"\(Self.n(py(tick.value)))\" class=\"grid\"/>"
            text += "<text x=\"\(Self.n(left - 6))\" y=\"\(Self.n(py(tick.value) + 4))\" text-anchor=\"end\">\(tick.label)</text>"
        }
        text += "<text x=\"\(Self.n((left + width - right) / 2))\" y=\"\(Self.n(height - 4))\" text-anchor=\"middle\" class=\"axis-label\">\(XMLText.escaped(xLabel))</text>"
        text += "<text x=\"12\" y=\"\(Self.n((top + height - bottom) / 2))\" text-anchor=\"middle\" class=\"axis-label\" transform=\"rotate(-90 12 \(Self.n((top + height - bottom) / 2)))\">\(XMLText.escaped(yLabel))</text>"
        text += elements.joined()
        var offset = left + 4
        for entry in legend {
            text += "<rect x=\"\(Self.n(offset))\" y=\"6\" width=\"10\" height=\"10\" fill=\"\(entry.colour)\"/>"
            text += "<text x=\"\(Self.n(offset + 14))\" y=\"15\" class=\"note\">\(XMLText.escaped(entry.label))</text>"
            offset += 24 + Double(entry.label.count) * 6.5
        }
        return text + "</svg>"
    }

    /// Round steps (1, 2 or 5 × 10ⁿ) giving about six ticks.
    static func ticks(_ range: ClosedRange<Double>, whole: Bool = false) -> [(value: Double, label: String)] {
        let span = range.upperBound - range.lowerBound
        guard span > 0, span.isFinite else { return [] }
        let raw = span / 6
        var magnitude = 1.0
        while magnitude * 10 <= raw { magnitude *= 10 }
        while magnitude > raw { magnitude /= 10 }
        var step = [1.0, 2, 5, 10].map { $0 * magnitude }.first { $0 >= raw } ?? magnitude * 10
        if whole { step = max(1, step.rounded(.up)) }
        var places = 0
        var unit = step
        while unit < 1, places < 6 { unit *= 10; places += 1 }
        var ticks: [(Double, String)] = []
        var index = (range.lowerBound / step).rounded(.up)
        while index * step <= range.upperBound + step * 1e-9 {
            ticks.append((index * step, NumberText.fixed(index * step, places: places)))
            index += 1
        }
        return ticks
    }
}
