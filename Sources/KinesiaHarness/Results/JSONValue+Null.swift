import KinesiaSupport

// results.json writes an absent value as null rather than leaving the member out
// (manifests/RESULTS.md).
extension JSONValue {
    init(_ text: String?) { self = text.map { .string($0) } ?? .null }

    init(_ number: Double?) { self = number.map { .number($0) } ?? .null }

    init(_ number: Int?) { self = number.map { .integer($0) } ?? .null }

    init(_ numbers: [Double?]) { self = .array(numbers.map(JSONValue.init)) }
}
