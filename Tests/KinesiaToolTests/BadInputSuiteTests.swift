import Foundation
import KinesiaSupport
import KinesiaTestSupport
import Synchronization
import Testing

/// The bad-input suite: every case of Tests/BadInputs/cases.txt run through the built tool,
/// as a user would run it, each in a fresh folder; a case that takes longer than
/// `BadInputRun.limit` is a hang and fails.
@Test(.tags(.process), .timeLimit(.minutes(10)), arguments: BadInputCase.all)
func badInputIsAClearErrorNeverACrashOrAHang(_ badCase: BadInputCase) throws {
    let scratch = try scratchDirectory()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let expand = try BadInputExpansion(scratch: scratch)
    for step in badCase.setup {
        // Making a device node needs root; without it the case cannot be set up and says so.
        if case .device = step, getuid() != 0 {
            print("\(badCase.name): not run (making a device node needs root)")
            return
        }
        try expand.prepare(step)
    }
    let run = try BadInputRun(
        arguments: badCase.arguments.map(expand.callAsFunction), directory: scratch,
        environment: ["KINESIA_BAD_INPUTS": BadInputCase.folder.appendingPathComponent("inputs").path]
            .merging(badCase.environment.mapValues(expand.callAsFunction)) { $1 },
        signal: badCase.signal.map { ($0.number, expand($0.after)) })
    let place = Comment(rawValue: "cases.txt:\(badCase.line) \(badCase.name): exit \(run.status)\nstdout: \(run.output.prefix(2000))\nstderr: \(run.errors.prefix(2000))")
    #expect(!run.hung, place)
    for check in badCase.checks {
        switch check {
        case .exit(let status): #expect(run.status == status, place)
        case .stderr(let text): #expect(run.errors.contains(expand(text)), place)
        case .stdout(let text): #expect(run.output.contains(expand(text)), place)
        case .maximumLineLength(let limit):
            let longest = (run.output + "\n" + run.errors).split(separator: "\n").map(\.count).max() ?? 0
            #expect(longest <= limit, "a line of \(longest) characters; \(place)")
        case .fileContains(let name, let text):
            let content = (try? Data(contentsOf: scratch.appendingPathComponent(name))).map { String(decoding: $0, as: UTF8.self) } ?? "(no file)"
            #expect(content.contains(expand(text)), "\(name): \(content.prefix(500)); \(place)")
        case .fileMissing(let name):
            #expect(!FileManager.default.fileExists(atPath: scratch.appendingPathComponent(name).path), place)
        case .stillALink(let name):
            let type = (try? FileManager.default.attributesOfItem(atPath: scratch.appendingPathComponent(name).path))?[.type] as? FileAttributeType
            #expect(type == .typeSymbolicLink, place)
        }
    }
}

@Test(.tags(.process), .timeLimit(.minutes(10))) func theSuiteCoversEveryKindOfInput() {
    #expect(BadInputCase.all.count >= 80)
    let names = Set(BadInputCase.all.map(\.name))
    #expect(names.count == BadInputCase.all.count, "case names are unique")
    for kind in ["argument", "source", "video", "recording", "reference", "manifest", "baseline", "results", "output", "signal"] {
        #expect(names.contains { $0.hasPrefix(kind + "-") }, "no \(kind)-… case")
    }
}

/// Placeholders in a case: $IN (Tests/BadInputs/inputs), $TMP (the case's own folder, also
/// the working directory), $REPO, $SHARED (the shared data), $STILL_SHA (inputs/still.json's
/// sha256), and <<TEXT*COUNT>> for TEXT repeated COUNT times (a 40 MB number).
struct BadInputExpansion {
    let scratch: URL
    let values: [(String, String)]

    init(scratch: URL) throws {
        self.scratch = scratch
        let inputs = BadInputCase.folder.appendingPathComponent("inputs")
        let shared = SharedData.root.path
        values = [
            ("$STILL_SHA", try SHA256.hex(ofFileAt: inputs.appendingPathComponent("still.json").path)),
            ("$IN", inputs.path), ("$TMP", scratch.path), ("$REPO", BadInputCase.repository.path), ("$SHARED", shared),
        ]
    }

    func callAsFunction(_ text: String) -> String {
        var result = text
        for (name, value) in values { result = result.replacingOccurrences(of: name, with: value) }
        while let open = result.range(of: "<<"), let close = result.range(of: ">>", range: open.upperBound..<result.endIndex) {
            let inner = result[open.upperBound..<close.lowerBound]
            guard let star = inner.lastIndex(of: "*"), let count = Int(inner[inner.index(after: star)...]) else { break }
            result.replaceSubrange(open.lowerBound..<close.upperBound, with: String(repeating: String(inner[..<star]), count: count))
        }
        return result
    }

    func prepare(_ step: BadInputCase.Setup) throws {
        let path = { (name: String) in name.hasPrefix("/") ? name : scratch.appendingPathComponent(name).path }
        switch step {
        case .fifo(let name):
            guard mkfifo(path(name), 0o644) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .device(let name):
            // Major 1, minor 3: the null device.
            guard mknod(path(name), S_IFCHR | 0o666, dev_t(1 << 8 | 3)) == 0 else { throw CocoaError(.fileWriteUnknown) }
        case .link(let name, let target):
            try FileManager.default.createSymbolicLink(atPath: path(name), withDestinationPath: self(target))
        case .folder(let name):
            try FileManager.default.createDirectory(atPath: path(name), withIntermediateDirectories: true)
        case .copy(let source, let name):
            try FileManager.default.copyItem(atPath: self(source), toPath: path(name))
        case .write(let name, let content):
            try Data(self(content).utf8).write(to: URL(fileURLWithPath: path(name)))
        }
    }
}

/// The tool run on a case: both streams read as they come, a signal sent when standard output
/// shows the text it waits for, and a hang cut off.
struct BadInputRun {
    static let limit: TimeInterval = 120

    let status: Int32
    let output: String
    let errors: String
    let hung: Bool

    init(arguments: [String], directory: URL, environment: [String: String], signal: (Int32, String)?) throws {
        let process = Process()
        process.executableURL = KinesiaProcess.executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let (outputPipe, errorPipe) = (Pipe(), Pipe())
        process.standardOutput = outputPipe
        process.standardError = errorPipe
        process.standardInput = FileHandle.nullDevice
        let output = Mutex(Data()), errors = Mutex(Data())
        outputPipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            output.withLock { $0.append(chunk) }
        }
        errorPipe.fileHandleForReading.readabilityHandler = { handle in
            let chunk = handle.availableData
            errors.withLock { $0.append(chunk) }
        }
        try process.run()
        let start = Date()
        var signalled = false
        var hung = false
        while process.isRunning {
            if let (number, text) = signal, !signalled, String(decoding: output.withLock { $0 }, as: UTF8.self).contains(text) {
                kill(process.processIdentifier, number)
                signalled = true
            }
            if Date().timeIntervalSince(start) > Self.limit {
                hung = true
                process.terminate()
                break
            }
            Thread.sleep(forTimeInterval: 0.02)
        }
        process.waitUntilExit()
        outputPipe.fileHandleForReading.readabilityHandler = nil
        errorPipe.fileHandleForReading.readabilityHandler = nil
        output.withLock { $0.append(outputPipe.fileHandleForReading.readDataToEndOfFile()) }
        errors.withLock { $0.append(errorPipe.fileHandleForReading.readDataToEndOfFile()) }
        self.hung = hung
        status = process.terminationReason == .uncaughtSignal ? 128 + process.terminationStatus : process.terminationStatus
        self.output = String(decoding: output.withLock { $0 }, as: UTF8.self)
        self.errors = String(decoding: errors.withLock { $0 }, as: UTF8.self)
    }
}
