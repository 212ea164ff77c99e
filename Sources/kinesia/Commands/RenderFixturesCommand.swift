import Foundation
import KinesiaCommandLine
import KinesiaHarness
import KinesiaManifest
import KinesiaSupport

/// `kinesia render-fixtures DATA --out DIR [--record]`: the rendered fixtures a data file lists
/// (Tools/rendered-fixtures.data.yaml), each rendered as `kinesia render` renders it (one
/// whose files are up to date is kept), then checked against its pin and its list, or, in
/// record mode, the pins and the lists written from the renders.
struct RenderFixturesCommand: Command {
    let name = "render-fixtures"
    let summary = "Render the fixtures a data file lists; check them against their pins and manifest lists, or record those."
    var discussion: String {
        "A fixture is rendered unless its video, truth and entry in DIR are up to date: the entry names the same render arguments and the video and its truth still have the sha256s it records, as the same bytes decode to the frames its digest names; --render-all renders every one, as after a renderer change. Each fixture's entry is the render's with the data's overlay laid over it. Without --record, a decoded-frames digest other than the pin, or a list other than the one the data makes, is reported and the exit status is 1. --record writes the pins and the lists instead, and is refused when CI is set: a pin is a reviewed change, made where the renders can be looked at."
    }

    let data = Positional("DATA", as: String.self, help: "the rendered fixtures' data (Tools/rendered-fixtures.data.yaml)")
    let out = Option(required: "out", as: String.self, valueName: "DIR", help: "the folder the videos are rendered into (the `rendered` fixture root)")
    let record = Flag("record", help: "write the pins and the lists from the renders (refused when CI is set)")
    let renderAll = Flag("render-all", help: "render every fixture, even one whose files are up to date")

    func run(_ arguments: ParsedArguments) async throws -> Int32 {
        let recording = arguments[record]
        if recording, let ci = ProcessInfo.processInfo.environment["CI"], !ci.isEmpty {
            throw UsageError("--record is refused when CI is set: pins and lists are recorded on a developer's machine and reviewed")
        }
        let dataURL = URL(fileURLWithPath: arguments[data])
        let plan = try RenderedFixtureData.load(path: dataURL.path)
        let folder = dataURL.deletingLastPathComponent()
        let pinsURL = folder.appendingPathComponent(plan.pins)
        let pins = try RenderedFixturePins.read(pinsURL)
        let renders = RenderedFixtureFolder(folder: URL(fileURLWithPath: arguments[out], isDirectory: true), renderAll: arguments[renderAll])

        var status = ExitStatus.success
        var entries: [String: Fixture] = [:]
        var fresh: [(name: String, digest: String)] = []
        for item in plan.items {
            guard let words = item.render else { continue }
            let (entry, digest, made) = try renders.entry(item.id, words: words, countedOnly: item.overlay.omitted.contains("labels.keypoints"))
            entries[item.id] = entry
            fresh.append((item.id, digest))
            let pinned = pins.digest(of: item.id)
            if recording || digest == pinned {
                print("render-fixtures: \(item.id): \(made ? "rendered" : "up to date")\(recording ? "" : ", pinned frames ok")")
            } else {
                Self.warn("\(item.id): decoded frames \(digest), pinned \(pinned ?? "nothing") (a renderer change? render them with --record, then review)")
                status = ExitStatus.failure
            }
        }

        for list in plan.lists {
            let fixtures = try plan.items.filter { $0.list == list.name }.map { item in
                guard var base = entries[item.video] else {
                    throw UsageError("\(item.file):\(item.line): `\(item.id)` shares the video of `\(item.video)`, which the data does not render")
                }
                base.id = item.id
                base.comments = item.notes + base.comments
                return try item.overlay.apply(to: base, vocabulary: .engine, file: "\(item.file) (\(item.id))")
            }
            let text = Fixture.yaml(fixtures, heading: list.heading, listIndent: "  ")
            let listURL = folder.appendingPathComponent(list.file)
            if recording {
                try OutputFile.write(text, to: listURL)
                print("render-fixtures: wrote \(listURL.path)")
            } else if (try? String(contentsOf: listURL, encoding: .utf8)) != text {
                Self.warn("\(listURL.path) is not what \(dataURL.lastPathComponent) makes of the renders (render them with --record, then review)")
                status = ExitStatus.failure
            }
        }
        if recording {
            try OutputFile.write(RenderedFixturePins(digests: fresh).text, to: pinsURL)
            print("render-fixtures: wrote \(pinsURL.path)")
        }
        return status
    }

    private static func warn(_ message: String) {
        FileHandle.standardError.write(Data("render-fixtures: \(message)\n".utf8))
    }
}
