import KinesiaSupport
import Testing

/// The strictness every Kinesia JSON format shares: the message a reader's refusal gives.
private func refusal(_ read: () throws -> Void) -> String? {
    do {
        try read()
        return nil
    } catch {
        return String(describing: error)
    }
}

private func parse(_ text: String) throws -> JSONValue { try JSONParser.parse(text) }

private let fruitKeys = JSONKeys(["name", "weight"]).adding(["colour"], since: 2)

@Test func aRepeatedKeyIsRefusedAtTheRepeatedKeyInClosedAndOpenObjects() throws {
    let closed = try parse(#"{"name": "fig", "weight": 1, "name": "date"}"#)
    #expect(refusal { _ = try JSONObjectReader(closed, keys: fruitKeys) } == "$.name: field given twice")
    let open = try parse(#"{"basket": {"fig": 1, "fig": 2}}"#)
    #expect(refusal { _ = try JSONObjectReader(open, keys: ["basket"]).openObject("basket") } == "$.basket.fig: field given twice")
}

@Test func anUnknownKeyIsRefusedAtItsPathWithTheKeysTheObjectHas() throws {
    let value = try parse(#"{"fruits": [{"name": "fig", "wieght": 1}]}"#)
    let message = refusal {
        _ = try JSONObjectReader(value, keys: ["fruits"]).objects("fruits", keys: fruitKeys)
    }
    #expect(message == "$.fruits[0].wieght: unknown field (expected colour, name, weight)")
}

@Test func anOpenObjectTakesAnyKeyAndKeepsTheFileOrder() throws {
    let value = try parse(#"{"zeta": 1, "alpha": {"anything": null}}"#)
    let object = try JSONObjectReader.open(value)
    #expect(object.members.map(\.key) == ["zeta", "alpha"])
}

@Test func aKeyAddedInALaterVersionIsRefusedInAnEarlierVersionsFile() throws {
    let version1 = try parse(#"{"format": "fruit", "version": 1, "fruit": {"name": "fig", "weight": 1, "colour": "purple"}}"#)
    #expect(refusal {
        _ = try JSONObjectReader.document(version1, format: "fruit", versions: [1, 2], keys: ["fruit"]).object("fruit", keys: fruitKeys)
    } == "$.fruit.colour: unknown field (expected name, weight)")

    let version2 = try parse(#"{"format": "fruit", "version": 2, "fruit": {"name": "fig", "weight": 1, "colour": "purple"}}"#)
    let document = try JSONObjectReader.document(version2, format: "fruit", versions: [1, 2], keys: ["fruit"])
    #expect(document.version == 2)
    #expect(try document.object("fruit", keys: fruitKeys).string("colour") == "purple")
}

@Test func aDocumentIsRecognisedByItsHeaderBeforeItsKeysAreChecked() throws {
    let otherFormat = try parse(#"{"format": "vegetable", "version": 1, "root": "beet"}"#)
    #expect(refusal { _ = try JSONObjectReader.document(otherFormat, format: "fruit", versions: [1], keys: []) }
        == #"$.format: not a fruit file (format is "vegetable")"#)
    let otherVersion = try parse(#"{"format": "fruit", "version": 3, "pips": 4}"#)
    #expect(refusal { _ = try JSONObjectReader.document(otherVersion, format: "fruit", versions: [1, 2], keys: []) }
        == "$.version: unsupported version 3 (this build reads version 1 or 2)")
    let extra = try parse(#"{"format": "fruit", "version": 1, "pips": 4}"#)
    #expect(refusal { _ = try JSONObjectReader.document(extra, format: "fruit", versions: [1], keys: ["name"]) }
        == "$.pips: unknown field (expected format, name, version)")
}

@Test func wrongTypesMissingFieldsAndNonFiniteNumbersNameTheirPath() throws {
    let value = try parse(#"{"fixtures": [{}, {}, {}, {"status": 3}]}"#)
    let fixture = try JSONObjectReader(value, keys: ["fixtures"]).objects("fixtures", keys: ["status"])[3]
    #expect(refusal { _ = try fixture.string("status") } == "$.fixtures[3].status: expected a string, found a number")
    // The parser refuses 1e999; a tree built in code can still hold an infinity.
    let infinite = try JSONObjectReader(["seconds": .number(.infinity)], keys: ["seconds"])
    #expect(refusal { _ = try infinite.double("seconds") } == "$.seconds: not a finite number")
    let empty = try JSONObjectReader(parse("{}"), keys: ["status"])
    #expect(refusal { _ = try empty.string("status") } == #"$: missing field "status""#)
}

@Test func aNullMemberReadsAsAnAbsentOne() throws {
    let object = try JSONObjectReader(parse(#"{"name": null}"#), keys: fruitKeys)
    #expect(try object.optionalString("name") == nil)
    #expect(refusal { _ = try object.string("name") } == #"$: missing field "name""#)
}
