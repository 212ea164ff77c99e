import KinesiaCommandLine
import KinesiaMotion
import KinesiaSupport
import Testing

extension Side: ArgumentValue {}

/// A verb declaring one of every kind of argument; `run` reports what it read.
private struct Sample: Command {
    let name = "count"
    let summary = "Count repetitions in a recording."
    let recording = Positional("REC.json", as: String.self, help: "the recording to read")
    let more = Positional(variadic: "MORE", as: String.self, help: "further recordings")
    let exercise = Option(required: "exercise", as: String.self, valueName: "NAME", help: "the exercise to count")
    let side = Option("side", default: Side.right, help: "the side to measure")
    let smoothing = Option("smoothing", as: Double.self, help: "smoothing factor")
    let frames = Option("frames", short: "n", as: Int.self, help: "frames to read")
    let filters = Option(repeated: "filter", as: String.self, help: "fixture id pattern")
    let json = Flag("json", help: "print one JSON object")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        guard arguments[recording] != "broken.json" else { throw UsageError("broken.json: $.frames: missing") }
        return arguments[json] ? 0 : 1
    }
}

private let sample = Sample()
private let tool = CommandLineTool(name: "kinesia", summary: "Counts exercise repetitions.", commands: [sample])

private func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
    try ParsedArguments.parse(words, declarations: sample.arguments)
}

@Test func everyKindOfArgumentIsReadBackTyped() throws {
    let parsed = try parse([
        "a.json", "--exercise", "squat", "--side=left", "--smoothing", "-0.25", "b.json", "-n", "12",
        "--filter", "x", "--json", "--filter=y", "-", "--", "--c.json",
    ])
    #expect(parsed[sample.recording] == "a.json")
    #expect(parsed[sample.more] == ["b.json", "-", "--c.json"])
    #expect(parsed[sample.exercise] == "squat")
    #expect(parsed[sample.side] == .left)
    #expect(parsed[sample.smoothing] == -0.25)
    #expect(parsed[sample.frames] == 12)
    #expect(parsed[sample.filters] == ["x", "y"])
    #expect(parsed[sample.json])
}

@Test func leftOutArgumentsReadAsDefaultsOrNothing() throws {
    let parsed = try parse(["--exercise=squat", "a.json"])
    #expect(parsed[sample.side] == .right)
    #expect(parsed[sample.smoothing] == nil)
    #expect(parsed[sample.frames] == nil)
    #expect(parsed[sample.filters] == [])
    #expect(parsed[sample.more] == [])
    #expect(!parsed[sample.json])
}

@Test(arguments: [
    (["a.json", "--exercise", "squat", "--foo"], "unknown option --foo"),
    (["a.json", "--exercise", "squat", "--smothing", "1"], "unknown option --smothing (did you mean --smoothing?)"),
    (["a.json", "--exercise", "squat", "-x"], "unknown option -x"),
    (["a.json", "--exercise", "squat", "--side"], "missing value for --side"),
    (["a.json", "--exercise", "squat", "--side", "--json"], "missing value for --side"),
    (["a.json", "--exercise", "squat", "--smoothing", "lots"], "--smoothing expects a number (got \"lots\")"),
    (["a.json", "--exercise", "squat", "--smoothing", "nan"], "--smoothing expects a number (got \"nan\")"),
    (["a.json", "--exercise", "squat", "-n", "1.5"], "--frames expects an integer (got \"1.5\")"),
    (["a.json", "--exercise", "squat", "--side", "up"], "--side expects one of left, right, both, visible, either (got \"up\")"),
    (["a.json", "--exercise", "squat", "--json=yes"], "--json takes no value"),
    (["a.json", "--exercise", "squat", "--side", "left", "--side", "right"], "--side given twice"),
    (["a.json"], "missing --exercise NAME"),
    (["--exercise", "squat"], "missing REC.json"),
])
func badUsageIsOneLine(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try parse(words) }
}

@Test func aRequiredNumberIsCheckedAgainstItsRange() throws {
    let reps = Option(required: "reps", as: Int.self, range: ValueRange(0...10), valueName: "N", help: "completed repetitions")
    #expect(try ParsedArguments.parse(["--reps", "10"], declarations: [reps])[reps] == 10)
    #expect(throws: UsageError("--reps expects an integer in 0…10 (got \"-1\")")) { try ParsedArguments.parse(["--reps", "-1"], declarations: [reps]) }
    #expect(throws: UsageError("missing --reps N")) { try ParsedArguments.parse([], declarations: [reps]) }
}

@Test func extraPositionalArgumentsAreRefused() {
    let declarations: [any ArgumentDeclaration] = [Positional(optional: "DIR", as: String.self, help: "where")]
    #expect(throws: UsageError("unexpected argument \"two\"")) {
        try ParsedArguments.parse(["one", "two"], declarations: declarations)
    }
}

@Test func helpIsGeneratedFromTheDeclarations() {
    #expect(sample.help(tool: "kinesia") == """
        Usage: kinesia count REC.json [MORE...] --exercise NAME [--side left|right|both|visible|either] [--smoothing NUMBER] \
        [--frames N] [--filter TEXT]... [--json]

        Count repetitions in a recording.

        Arguments:
          REC.json   the recording to read
          MORE       further recordings

        Options:
          --exercise NAME                         the exercise to count (required)
          --side left|right|both|visible|either   the side to measure (default: right)
          --smoothing NUMBER                      smoothing factor
          -n, --frames N                          frames to read
          --filter TEXT                           fixture id pattern (repeatable)
          --json                                  print one JSON object
          -h, --help                              show this help

        """)
}

@Test func theToolDispatchesVerbsAndHelp() {
    guard case .help(let toolHelp) = tool.resolve(["--help"]) else { Issue.record("no tool help"); return }
    #expect(toolHelp.contains("Commands:\n  count   Count repetitions in a recording.\n"))
    guard case .help(let verbHelp) = tool.resolve(["count", "a.json", "--side", "up", "--help"]) else {
        Issue.record("no verb help"); return
    }
    #expect(verbHelp == sample.help(tool: "kinesia"))
    guard case .help(let helpVerb) = tool.resolve(["help", "count"]) else { Issue.record("no help verb"); return }
    #expect(helpVerb == verbHelp)
    guard case .run(let command, let parsed) = tool.resolve(["count", "a.json", "--exercise", "squat"]) else {
        Issue.record("did not run"); return
    }
    #expect(command.name == "count" && parsed[sample.exercise] == "squat")
}

@Test(arguments: [
    ([], "kinesia: missing command (see kinesia --help)"),
    (["cuont"], "kinesia: unknown command \"cuont\" (did you mean count?)"),
    (["frobnicate"], "kinesia: unknown command \"frobnicate\" (see kinesia --help)"),
    (["count", "a.json", "--exercise", "squat", "--foo"], "kinesia count: unknown option --foo"),
    (["count", "a.json", "--side", "up", "--", "--help"], "kinesia count: --side expects one of left, right, both, visible, either (got \"up\")"),
])
func theToolRefusesBadCommandLines(words: [String], line: String) {
    guard case .usageError(let message) = tool.resolve(words) else { Issue.record("accepted \(words)"); return }
    #expect(message == line)
}

@Test func exitStatusComesFromTheVerbOrIsTwoForBadInput() async {
    #expect(await tool.main(["count", "a.json", "--exercise", "squat", "--json"]) == 0)
    #expect(await tool.main(["count", "a.json", "--exercise", "squat"]) == 1)
    #expect(await tool.main(["count", "broken.json", "--exercise", "squat"]) == 2)
    #expect(await tool.main(["count", "--exercise", "squat"]) == 2)
    #expect(await tool.main(["nope"]) == 2)
    #expect(await tool.main(["count", "--help"]) == 0)
}

@Test func jsonOutputKeepsTheVerbsOrderAndEndsTheLine() throws {
    let value: JSONValue = ["reps": 2, "peaks": [120.0, 110.0], "repTimes": [[0.5, 1.75]], "unfinished": 0]
    #expect(try JSONOutput.text(value) == """
        {
          "reps": 2,
          "peaks": [
            120.0,
            110.0
          ],
          "repTimes": [
            [
              0.5,
              1.75
            ]
          ],
          "unfinished": 0
        }

        """)
    #expect(try JSONOutput.text(["b": 1, "a": 2], sortsKeys: true) == "{\n  \"a\": 2,\n  \"b\": 1\n}\n")
    #expect(throws: JSONContentError(JSONPath([.key("peaks"), .index(0)]), .notFiniteNumber)) {
        try JSONOutput.text(["peaks": [.number(.nan)]])
    }
}

/// `--tags`-like values that name what is wrong with a refused one.
private struct Property: ArgumentValue {
    var key: String

    init?(argument: String) {
        guard argument.hasPrefix("angle=") else { return nil }
        key = "angle"
    }

    static let expectation = "KEY=VALUE"
    static let placeholder = "KEY=VALUE"

    static func refusal(of argument: String) -> String? {
        argument.contains("=") ? "unknown property `\(argument.prefix { $0 != "=" })`" : nil
    }
}

/// Options two verbs share, declared once.
private struct Selection: ArgumentGroup {
    let tags = Option(repeated: "tags", as: Property.self, help: "fixtures with this property")
    let roots = Roots()
}

private struct Roots: ArgumentGroup {
    let root = Option("root", as: String.self, valueName: "NAME=FOLDER", help: "a fixture root")
}

/// A verb that lists no declarations: they are its stored properties, groups included.
private struct Grouped: Command {
    let name = "run"
    let summary = "Run fixtures."
    let manifest = Positional("MANIFEST", as: String.self, help: "the manifest")
    let selection = Selection()
    let strict = Flag("strict", help: "be strict")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        arguments[selection.roots.root] == "in=here" && arguments[selection.tags].count == 2 && arguments[strict] ? 0 : 1
    }
}

@Test func aCommandDeclaresItsStoredPropertiesAndTheGroupsItHolds() async {
    let grouped = CommandLineTool(name: "kinesia", summary: "Counts.", commands: [Grouped()])
    #expect(await grouped.main(["run", "m.yaml", "--tags", "angle=side", "--root", "in=here", "--tags=angle=front", "--strict"]) == 0)
    guard case .help(let help) = grouped.resolve(["run", "--help"]) else { Issue.record("no help"); return }
    #expect(help.hasPrefix("Usage: kinesia run MANIFEST [--tags KEY=VALUE]... [--root NAME=FOLDER] [--strict]\n"))
}

@Test(arguments: [
    (["--tags", "angel=side"], "--tags angel=side: unknown property `angel`"),
    (["--tags", "side"], "--tags expects KEY=VALUE (got \"side\")"),
])
func aValueSaysWhyItIsRefusedNamingTheOption(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try ParsedArguments.parse(["m.yaml"] + words, declarations: Grouped().arguments) }
}
