import Foundation
import KinesiaYAML

/// The rendered fixtures as data (Tools/rendered-fixtures.data.yaml): each fixture once, with
/// the `kinesia render` arguments that make its video, the list it belongs to and the curated
/// overlay laid over the entry the render writes. `kinesia render-fixtures` reads it; the pins
/// and the lists it names are what that command writes from it.
package struct RenderedFixtureData: Sendable {
    /// A manifest list the fixtures are written to, its heading comments first.
    package struct List: Sendable {
        package var name: String
        package var file: String
        package var heading: [String]
    }

    package struct Item: Sendable {
        package var id: String
        package var list: String
        /// The `kinesia render` arguments, without `-o`; nil for a fixture that reuses `video`'s render.
        package var render: [String]?
        /// The stem of the rendered video the entry is built on: the id, or the fixture it shares a video with.
        package var video: String
        package var notes: [String]
        package var overlay: FixtureOverlay
        /// Where the item is written, for errors about it.
        package var file: String
        package var line: Int
    }

    /// The pins file, the lists and the fixtures; paths relative to the data file's folder.
    package var pins: String
    package var lists: [List]
    package var items: [Item]

    private static let keys = ["pins", "lists", "presets", "fixtures"]
    private static let itemKeys = ["id", "list", "render", "video", "preset", "notes", "overlay", "omit"]

    package static func load(path: String) throws(ManifestError) -> RenderedFixtureData {
        guard let bytes = FileManager.default.contents(atPath: path) else {
            throw ManifestError(file: path, mark: nil, message: "cannot read the rendered fixtures' data")
        }
        let root: YAMLNode
        do {
            root = try YAMLDocument.parse(Array(bytes))
        } catch {
            throw ManifestError(file: path, mark: error.mark, message: error.message)
        }
        let log = ManifestErrorLog()
        let top = try ManifestField(node: root, path: "", file: path).mapping(knownKeys: keys, log: log)
        let pins = try top.required("pins").nonEmptyString()
        let listFields = try top.required("lists").mapping(knownKeys: nil, log: log)
        let lists = try listFields.keys.map { (name) throws(ManifestError) in
            let field = try listFields.required(name).mapping(knownKeys: ["file", "heading"], log: log)
            return List(name: name, file: try field.required("file").nonEmptyString(), heading: try field["heading"].map(lines) ?? [])
        }
        var presets: [String: FixtureOverlay] = [:]
        if let field = top["presets"] {
            let mapping = try field.mapping(knownKeys: nil, log: log)
            for name in mapping.keys { presets[name] = try overlay(mapping.required(name).mapping(knownKeys: ["overlay", "omit"], log: log)) }
        }
        let items = try top.required("fixtures").list().map { (field) throws(ManifestError) in
            try item(field, lists: lists.map(\.name), presets: presets, log: log)
        }
        if let first = log.errors.first { throw first }
        var seen: Set<String> = []
        for item in items where !seen.insert(item.id).inserted {
            throw ManifestError(file: path, mark: YAMLMark(line: item.line, column: 1), message: "fixture `\(item.id)` listed twice")
        }
        return RenderedFixtureData(pins: pins, lists: lists, items: items)
    }

    private static func item(_ field: ManifestField, lists: [String], presets: [String: FixtureOverlay], log: ManifestErrorLog) throws(ManifestError) -> Item {
        let mapping = try field.mapping(knownKeys: itemKeys, log: log)
        let id = try mapping.required("id").nonEmptyString()
        let list = try mapping.required("list").oneOf(lists, kind: "list")
        let render = try mapping["render"].map { (field) throws(ManifestError) in try field.nonEmptyString().split(separator: " ").map(String.init) }
        let video = try mapping["video"]?.nonEmptyString()
        guard (render == nil) != (video == nil) else {
            throw field.error("`\(id)` needs either `render` (its arguments) or `video` (the fixture whose render it shares)")
        }
        var overlay = try overlay(mapping)
        if let presetField = mapping["preset"] {
            overlay = overlay.over(presets[try presetField.oneOf(presets.keys.sorted(), kind: "preset")]!)
        }
        return Item(
            id: id, list: list, render: render, video: video ?? id, notes: try mapping["notes"].map(lines) ?? [], overlay: overlay,
            file: field.file, line: field.node.mark.line)
    }

    private static func overlay(_ mapping: ManifestMapping) throws(ManifestError) -> FixtureOverlay {
        var fields = YAMLMapping([])
        if let field = mapping["overlay"] {
            guard case .mapping(let overlay) = field.node.content else { throw field.error("\(field.name) must be a mapping of fixture fields") }
            fields = overlay
        }
        let omitted = try mapping["omit"]?.list().map { (field) throws(ManifestError) in try field.nonEmptyString() } ?? []
        return FixtureOverlay(fields: fields, omitted: omitted)
    }

    /// A block of comment text, one comment line per line.
    private static func lines(_ field: ManifestField) throws(ManifestError) -> [String] {
        let text = try field.string()
        return (text.hasSuffix("\n") ? String(text.dropLast()) : text).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
