import Foundation
import KinesiaCommandLine
import KinesiaManifest
import KinesiaSupport

/// The folder `kinesia render-fixtures` renders into: each fixture's video, keypoint truth and
/// entry (NAME.mov, NAME.keypoints.json, NAME.fixture.yaml), made by `kinesia render`'s own
/// code, or kept when they are up to date.
struct RenderedFixtureFolder {
    let folder: URL
    let renderAll: Bool
    private let command = RenderCommand()

    init(folder: URL, renderAll: Bool) {
        self.folder = folder
        self.renderAll = renderAll
    }

    /// The entry of the fixture `name` that `words` (render arguments without `-o`) render, the
    /// digest of its decoded frames and whether it was rendered now. A counted-only fixture's
    /// truth is not kept: no manifest entry names it, and the drift check would find it.
    func entry(_ name: String, words: [String], countedOnly: Bool) throws -> (entry: Fixture, decodedDigest: String, rendered: Bool) {
        let video = folder.appendingPathComponent(name + ".mov")
        if !renderAll, let kept = try upToDate(video, words: words + ["-o", video.path], countedOnly: countedOnly) {
            return (kept.entry, kept.decodedDigest, false)
        }
        // Rendered aside and moved in, so an interrupted render never leaves a stale trio.
        let partial = folder.appendingPathComponent(".partial", isDirectory: true)
        try FileManager.default.createDirectory(at: partial, withIntermediateDirectories: true)
        let renderWords = words + ["-o", partial.appendingPathComponent(name + ".mov").path]
        let made = try command.render(ParsedArguments.parse(renderWords, declarations: command.arguments), words: renderWords)
        for suffix in ["keypoints.json", "fixture.yaml", "mov"] {
            let destination = folder.appendingPathComponent("\(name).\(suffix)")
            try? FileManager.default.removeItem(at: destination)
            try FileManager.default.moveItem(at: partial.appendingPathComponent("\(name).\(suffix)"), to: destination)
        }
        if countedOnly { try? FileManager.default.removeItem(at: folder.appendingPathComponent(name + ".keypoints.json")) }
        return (made.entry, made.decodedDigest, true)
    }

    /// The entry beside `video` when it names these render arguments and the video and its truth
    /// still have the sha256s it records; nil when anything differs or is missing.
    private func upToDate(_ video: URL, words: [String], countedOnly: Bool) throws -> (entry: Fixture, decodedDigest: String)? {
        let stem = video.deletingPathExtension()
        let entryURL = stem.appendingPathExtension("fixture.yaml")
        guard FileManager.default.fileExists(atPath: video.path), let text = try? String(contentsOf: entryURL, encoding: .utf8),
              let entry = try? Fixture.renderedEntry(text, vocabulary: .engine, file: entryURL.path),
              try SHA256.hex(ofFileAt: video.path) == entry.source.file.sha256
        else { return nil }
        if !countedOnly {
            guard case .recording(let truth)? = entry.labels.keypoints,
                  let digest = try? SHA256.hex(ofFileAt: folder.appendingPathComponent(truth.path).path), digest == truth.sha256
            else { return nil }
        }
        // The same bytes decode to the same frames: the digest the entry records still holds.
        let arguments = try ParsedArguments.parse(words, declarations: command.arguments)
        guard let decoded = RenderCommand.decodedDigest(in: entry.comments),
              entry.comments == (try command.comments(arguments, words: words, decodedDigest: decoded))
        else { return nil }
        return (entry, decoded)
    }
}
