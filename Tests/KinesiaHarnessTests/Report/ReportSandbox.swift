import Foundation
import FoundationXML
import KinesiaHarness
import KinesiaManifest
import KinesiaMotion

/// Results of three synthetic fixtures (two pass, one counts a rep short because its last
/// squat is too shallow for a raised minimum range) for the report, compare and trend tests.
func reportFixtures(_ sandbox: RunnerSandbox, lastPeak: Double = 95) throws -> String {
    let steady = fiveSquats()
    let fading = fiveSquats(peaks: [110, 110, 110, 110, lastPeak])
    try sandbox.record("steady", steady.poses())
    try sandbox.record("fading", fading.poses())
    let times = yamlList(steady.peakTimes)
    return try sandbox.manifest([
        try sandbox.fixture("steady-front", recording: "steady", labels: "{reps: 5, times: \(times)}", extra: "camera: {angle: front, height: waist}"),
        try sandbox.fixture("fading-side", recording: "fading", labels: "{reps: 5, times: \(times)}", extra: "camera: {angle: side, height: floor}\ntags: [fatigue]"),
        try sandbox.fixture("shallow-front", recording: "fading", labels: "{reps: 5, times: \(times)}", extra: "camera: {angle: front, height: chest}"),
    ])
}

/// The change a "regression" test makes: a floor (and minimum) range above the fading set's
/// last peak, so that rep is rejected (a count off by one, first visible in the events stage).
let raisedMinimumRange: @Sendable (Fixture, inout FixturePipeline) -> Void = { fixture, pipeline in
    if fixture.id == "fading-side" { pipeline.exercise.raiseFloorRange(to: 100) }
}

extension ExerciseDefinition {
    /// The floor's range and the minimum range both at `range`: every movement short of it
    /// rejected, as a rep short of the minimum range was before the floor.
    mutating func raiseFloorRange(to range: Double) {
        minimumRange = range
        floor.range = range
    }
}

/// An XHTML document parsed with FoundationXML: every element's name, attributes and text,
/// in document order, or the parser's error.
final class ParsedXHTML: NSObject, XMLParserDelegate {
    struct Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        /// Indices of the enclosing elements, outermost first.
        var ancestors: [Int]
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []
    private(set) var error: String?

    init(_ data: Data) {
        super.init()
        let parser = XMLParser(data: data)
        parser.delegate = self
        if !parser.parse() { error = parser.parserError.map { "\($0) at line \(parser.lineNumber)" } ?? "unknown parse error" }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String]) {
        elements.append(Element(name: name, attributes: attributes, ancestors: open))
        open.append(elements.count - 1)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) { open.removeLast() }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        for index in open { elements[index].text += string }
    }

    /// The rows of the table with this id: each row's cell texts.
    func table(_ id: String) -> [[String]] {
        guard let table = elements.firstIndex(where: { $0.name == "table" && $0.attributes["id"] == id }) else { return [] }
        let rows = elements.indices.filter { elements[$0].name == "tr" && elements[$0].ancestors.contains(table) }
        return rows.map { row in
            elements.indices.filter { ["td", "th"].contains(elements[$0].name) && elements[$0].ancestors.last == row }.map { elements[$0].text }
        }
    }
}
