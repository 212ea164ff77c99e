import Testing
@testable import KinesiaYAML

private func parse(_ text: String) throws(YAMLError) -> YAMLNode {
    try YAMLDocument.parse(Array(text.utf8))
}

private func values(_ node: YAMLNode) -> [YAMLValue] {
    guard case .sequence(let items) = node.content else { return [] }
    return items.map { item in
        guard case .scalar(let scalar) = item.content else { return .string("<not a scalar>") }
        return scalar.value
    }
}

private func errorOf(_ text: String) -> YAMLError? {
    do {
        _ = try parse(text)
        return nil
    } catch {
        return error
    }
}

@Test func plainScalarsAreTypedByTheCoreSchema() throws {
    let node = try parse("[true, False, TRUE, 12, -3, +4, 0x1F, 0o17, 1.5, -2e3, .5, 7., .inf, -.Inf, null, ~, Null, hello, 1.2.3, 0x, 12abc]")
    #expect(values(node) == [
        .bool(true), .bool(false), .bool(true), .int(12), .int(-3), .int(4), .int(31), .int(15),
        .float(1.5), .float(-2000), .float(0.5), .float(7), .float(.infinity), .float(-.infinity),
        .null, .null, .null, .string("hello"), .string("1.2.3"), .string("0x"), .string("12abc"),
    ])
}

@Test func emptyPlainValueIsNull() throws {
    let node = try parse("key:\n")
    guard case .mapping(let mapping) = node.content else { Issue.record("not a mapping"); return }
    guard case .scalar(let scalar) = mapping["key"]?.value.content else { Issue.record("no scalar"); return }
    #expect(scalar.value == .null)
}

@Test func quotedAndBlockScalarsStayStrings() throws {
    let node = try parse("- '12'\n- \"true\"\n- 'null'\n- \"yes\"\n- |\n  3\n")
    #expect(values(node) == [.string("12"), .string("true"), .string("null"), .string("yes"), .string("3\n")])
}

@Test func yamlOneOneBooleanWordsAreAmbiguous() throws {
    let node = try parse("[yes, No, ON, off, y, n]")
    #expect(values(node) == [.ambiguous("yes"), .ambiguous("No"), .ambiguous("ON"), .ambiguous("off"), .string("y"), .string("n")])
}

@Test func integersBeyondIntRangeBecomeNumbers() throws {
    let node = try parse("[99999999999999999999, 0xFFFFFFFFFFFFFFFFF]")
    #expect(values(node) == [.float(1e20), .float(295147905179352825855)])
}

@Test func nodesCarryOneBasedLineAndColumn() throws {
    let node = try parse("version: 1\nfixtures:\n  - id: a\n    runs: [1, 2]\n")
    guard case .mapping(let top) = node.content,
          case .sequence(let fixtures) = top["fixtures"]?.value.content,
          case .mapping(let fixture) = fixtures[0].content,
          case .sequence(let runs) = fixture["runs"]?.value.content
    else { Issue.record("unexpected shape"); return }
    #expect(node.mark == YAMLMark(line: 1, column: 1))
    #expect(top["fixtures"]?.keyMark == YAMLMark(line: 2, column: 1))
    #expect(fixtures[0].mark == YAMLMark(line: 3, column: 5))
    #expect(fixture["runs"]?.keyMark == YAMLMark(line: 4, column: 5))
    #expect(runs[1].mark == YAMLMark(line: 4, column: 15))
}

@Test func duplicateKeysAreKeptAndNamedWithBothPlaces() throws {
    let node = try parse("a: 1\nb: 2\na: 3\n")
    guard case .mapping(let mapping) = node.content else { Issue.record("not a mapping"); return }
    #expect(mapping.duplicateKeyErrors.map(\.description) == ["3:1: duplicate key `a` (first at 1:1)"])
}

@Test func syntaxErrorsCarryLibyamlsLineAndColumn() {
    #expect(errorOf("a: 1\nb: [1, 2\nc: 3\n")?.description
        == "3:2: did not find expected ',' or ']' (while parsing a flow sequence at 2:4)")
    #expect(errorOf("a: 1\n  b: 2\n")?.description == "2:4: mapping values are not allowed in this context")
    #expect(errorOf("a: \"unterminated\n")?.description
        == "2:1: found unexpected end of stream (while scanning a quoted scalar at 1:4)")
}

@Test func invalidUTF8IsAnErrorAtItsCharacter() {
    #expect(errorOf("a: 1\nbb: \u{00e9}") == nil)
    #expect(throws: YAMLError("invalid leading UTF-8 octet", at: YAMLMark(line: 2, column: 6))) {
        try YAMLDocument.parse(Array("a: 1\nbb: x".utf8) + [0xFF])
    }
}

@Test func refusedFeaturesNameTheirPlace() {
    #expect(errorOf("a: &base 1\nb: *base\n")?.description == "1:4: anchors (&base) are not supported; write the value out")
    #expect(errorOf("a: 1\nb: *base\n")?.description == "2:4: aliases (*base) are not supported; write the value out")
    #expect(errorOf("a: 1\n<<: {b: 2}\n")?.description == "2:1: merge keys (<<) are not supported; write the entries out")
    #expect(errorOf("a: !!str 1\n")?.description == "1:4: tags (tag:yaml.org,2002:str) are not supported; quote a value to make it a string")
    #expect(errorOf("a: 1\n---\nb: 2\n")?.description == "2:1: a second YAML document starts here; the file must hold exactly one")
    #expect(errorOf("? [a, b]\n: 1\n")?.description == "1:3: a mapping key must be a scalar")
    #expect(errorOf("")?.description == "1:1: the file holds no YAML document")
    #expect(errorOf(String(repeating: "[", count: 100))?.description == "1:65: nesting deeper than 64 levels")
}

/// What `kinesia fixture add` writes into a manifest reads back as the same string.
@Test func writtenScalarsReadBackAsTheSameString() throws {
    let strings = ["squat", "12", "yes", "null", "", "a: b", "- x", "say \"hi\"", "back\\slash", "two\nlines",
                   "tab\there", "bell\u{07}", "del\u{7F}", "é 😀", "#comment", "trailing ",
                   ".", "..", "../corpus", "...", ".5", ".inf", ".NaN", "-1", "1e-05", "0x1F", "~"]
    let node = try parse(strings.map { "- " + YAMLScalarText.string($0) }.joined(separator: "\n") + "\n")
    #expect(values(node) == strings.map(YAMLValue.string))
}
