import Foundation
import KinesiaMotion
import KinesiaSupport
import KinesiaTestSupport
import Testing

private func syntaxError(_ text: String) -> String? {
    do {
        _ = try JSONParser.parse(text)
        return nil
    } catch {
        return error.description
    }
}

@Test func parsesEveryKindOfValueInOrder() throws {
    let value = try JSONParser.parse(#" {"b": [true, false, null], "a": -12, "c": 2.5e-3, "d": "x\"\\\/\n\t\u00e9\ud83d\ude00", "e": {}} "#)
    #expect(value == [
        "b": [true, false, nil], "a": -12, "c": 0.0025, "d": "x\"\\/\n\té😀", "e": .object([]),
    ])
    #expect(value.members?.map(\.key) == ["b", "a", "c", "d", "e"])
}

@Test func integersStayIntegersUnlessTheyOverflow() throws {
    #expect(try JSONParser.parse("9223372036854775807") == .integer(Int.max))
    #expect(try JSONParser.parse("-42") == .integer(-42))
    #expect(try JSONParser.parse("9223372036854775808") == .number(9_223_372_036_854_775_808))
    #expect(try JSONParser.parse("1.0") == .number(1))
    #expect(try JSONParser.parse("1E2") == .number(100))
}

/// The fast path and the fallback must both give the correctly rounded double: check the
/// shortest text of many doubles, and decimal strings of every length.
@Test func numbersReadBackExactly() throws {
    var generator = SeededRandom(seed: 42)
    for _ in 0..<20_000 {
        let bits = generator.next()
        let value = Double(bitPattern: bits & 0x7FEF_FFFF_FFFF_FFFF)  // finite, positive
        let scaled = generator.unit() * pow(10, Double(Int(generator.next() % 40)) - 20)
        for number in [value, scaled, -scaled] {
            #expect(try JSONParser.parse(number.description).doubleValue == number)
        }
        let digits = String(generator.next() % 10_000_000_000_000_000_000)
        let text = "0." + digits + "e-\(generator.next() % 30)"
        #expect(try JSONParser.parse(text).doubleValue == Double(text))
    }
}

@Test(arguments: [
    ("[1,]", "1:4: $[1]: unexpected ']'"),
    ("{\"a\" 1}", "1:6: $.a: expected ':' after member name, found '1'"),
    ("{1: 2}", "1:2: expected a member name in quotes, found '1'"),
    ("[1 2]", "1:4: expected ',' or ']' after array element, found '2'"),
    ("{\"a\": 1 \"b\": 2}", "1:9: expected ',' or '}' after object member, found '\"'"),
    ("[tru]", "1:2: $[0]: unexpected 't'"),
    ("[-]", "1:3: $[0]: expected a digit after '-', found ']'"),
    ("[1.]", "1:4: $[0]: expected a digit after '.', found ']'"),
    ("[1e]", "1:4: $[0]: expected a digit in the exponent, found ']'"),
    ("\"abc", "1:1: unterminated string"),
    ("\"\\x\"", "1:2: invalid escape '\\x'"),
    ("\"\\u12\"", "1:2: \\u needs four hex digits"),
    ("\"\\ud83d\"", "1:2: unpaired surrogate in \\u escape"),
    ("\"\\ude00\"", "1:2: unpaired surrogate in \\u escape"),
    ("[\n\n   nan]", "3:4: $[0]: unexpected 'n'"),
    ("{\"ä\": NaN}", "1:7: $[\"ä\"]: not a finite number (NaN is not JSON)"),
    ("{\"a b\": [Infinity]}", "1:10: $[\"a b\"][0]: not a finite number (Infinity is not JSON)"),
    ("-1e309", "1:1: not a finite number (-1e309 overflows a Double)"),
    ("  ", "1:3: empty document"),
    ("{} {}", "1:4: unexpected '{' after the JSON value"),
])
func syntaxErrorsNameLineColumnAndPath(text: String, message: String) {
    #expect(syntaxError(text) == message)
}

@Test func invalidUTF8IsAnErrorNotAReplacement() {
    let bytes: [UInt8] = Array("[\"ok\", \"".utf8) + [0xC3, 0x28] + Array("\"]".utf8)
    #expect(throws: JSONSyntaxError(line: 1, column: 8, path: JSONPath([.index(1)]), message: "string is not valid UTF-8")) {
        try JSONParser.parse(Data(bytes))
    }
}

@Test func deepNestingIsRefusedNotACrash() {
    let depth = JSONParser.maximumDepth + 1
    let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
    #expect(syntaxError(text)?.hasSuffix("nested deeper than \(JSONParser.maximumDepth) levels") == true)
    let allowed = String(repeating: "[", count: depth - 1) + String(repeating: "]", count: depth - 1)
    #expect(syntaxError(allowed) == nil)
}

@Test func writerIsCompactPrettyOrSortedAndReadsBack() throws {
    let value: JSONValue = ["reps": 2, "peaks": [120.0, 110.5], "name": "a\"b\u{1}", "empty": [], "ok": true, "none": nil]
    let compact = try JSONWriter().text(for: value)
    #expect(compact == #"{"reps":2,"peaks":[120.0,110.5],"name":"a\"b\u0001","empty":[],"ok":true,"none":null}"#)
    #expect(try JSONParser.parse(compact) == value)
    #expect(try JSONWriter(sortsKeys: true).text(for: ["b": ["d": 1, "c": 2], "a": 0])
        == #"{"a":0,"b":{"c":2,"d":1}}"#)
    #expect(try JSONWriter(style: .pretty).text(for: ["a": [1, ["b": nil]], "c": [:]]) == """
        {
          "a": [
            1,
            {
              "b": null
            }
          ],
          "c": {}
        }
        """)
}

@Test func writerRefusesNonFiniteNumbersWithTheirPath() {
    #expect(throws: JSONContentError(JSONPath([.key("peaks"), .index(1)]), .notFiniteNumber)) {
        try JSONWriter().text(for: ["peaks": [1.0, .number(.infinity)]])
    }
}

@Test func suggestionsCatchTyposOnly() {
    #expect(NameSuggestion.closest(to: "rightelbo", among: Joint.allCases.map(\.rawValue)) == "rightElbow")
    #expect(NameSuggestion.closest(to: "smothing", among: ["side", "smoothing", "json"]) == "smoothing")
    #expect(NameSuggestion.closest(to: "tail", among: Joint.allCases.map(\.rawValue)) == nil)
}
