import KinesiaYAML

/// Curated fields laid over a generated fixture entry (what `kinesia render` writes): a mapping
/// merged key by key, nested mappings merged the same way and any other value replacing the
/// generated one, and dotted paths (`labels.keypoints`) left out. The result is read back as
/// the manifest loader reads an entry, so an overlay is checked like any hand-written field.
package struct FixtureOverlay: Sendable, Hashable {
    package var fields: YAMLMapping
    package var omitted: [String]

    package init(fields: YAMLMapping = YAMLMapping([]), omitted: [String] = []) {
        self.fields = fields
        self.omitted = omitted
    }

    /// This overlay's fields laid over `base`'s, its omissions added to `base`'s.
    package func over(_ base: FixtureOverlay) -> FixtureOverlay {
        FixtureOverlay(fields: Self.merge(fields, over: base.fields), omitted: base.omitted + omitted)
    }

    /// `fixture` with the overlay laid over it, its comments kept; `file` names the overlay's
    /// source in errors.
    package func apply(to fixture: Fixture, vocabulary: ManifestVocabulary, file: String) throws(ManifestError) -> Fixture {
        let generated = try Self.entryNode(fixture.yaml(listIndent: "  "), file: file)
        guard case .mapping(let entry) = generated.content else { throw ManifestError(file: file, mark: generated.mark, message: "the generated entry is not a mapping") }
        var merged = Self.merge(fields, over: entry)
        for path in omitted { merged = Self.removing(path.split(separator: ".").map(String.init), from: merged) }
        var result = try Fixture.decodeEntry(YAMLNode(.mapping(merged), at: generated.mark), vocabulary: vocabulary, file: file)
        result.comments = fixture.comments
        return result
    }

    /// The one entry of a `fixtures` list item's text (as `Fixture.yaml` writes it).
    static func entryNode(_ text: String, file: String) throws(ManifestError) -> YAMLNode {
        let document: YAMLNode
        do {
            document = try YAMLDocument.parse(Array(("fixtures:\n" + text).utf8))
        } catch {
            throw ManifestError(file: file, mark: error.mark, message: error.message)
        }
        guard case .mapping(let top) = document.content, case .sequence(let items)? = top["fixtures"]?.value.content, items.count == 1 else {
            throw ManifestError(file: file, mark: document.mark, message: "expected one fixture entry")
        }
        return items[0]
    }

    private static func merge(_ overlay: YAMLMapping, over base: YAMLMapping) -> YAMLMapping {
        var result = base
        for entry in overlay.entries {
            if let index = result.entries.firstIndex(where: { $0.key == entry.key }) {
                if case .mapping(let inner) = entry.value.content, case .mapping(let under) = result.entries[index].value.content {
                    result.entries[index].value = YAMLNode(.mapping(merge(inner, over: under)), at: entry.value.mark)
                } else {
                    result.entries[index].value = entry.value
                }
            } else {
                result.entries.append(entry)
            }
        }
        return result
    }

    private static func removing(_ path: [String], from mapping: YAMLMapping) -> YAMLMapping {
        guard let key = path.first else { return mapping }
        var result = mapping
        if path.count == 1 {
            result.entries.removeAll { $0.key == key }
        } else if let index = result.entries.firstIndex(where: { $0.key == key }), case .mapping(let inner) = result.entries[index].value.content {
            result.entries[index].value = YAMLNode(.mapping(removing(Array(path.dropFirst()), from: inner)), at: result.entries[index].value.mark)
        }
        return result
    }
}

extension Fixture {
    /// One `fixtures` entry, read as the manifest loader reads it (no defaults, the entry's own
    /// roots); its first error is thrown.
    static func decodeEntry(_ node: YAMLNode, vocabulary: ManifestVocabulary, file: String) throws(ManifestError) -> Fixture {
        let field = ManifestField(node: node, path: "fixture", file: file)
        let log = ManifestErrorLog()
        let decoder = FixtureDecoder(defaults: FixtureDefaults(), rootNames: Self.rootNames(node), vocabulary: vocabulary)
        guard let fixture = decoder.decode(field, log: log) else {
            throw log.errors.first ?? field.error("not a fixture entry")
        }
        return fixture
    }

    /// A `kinesia render` entry (NAME.fixture.yaml) as written, its comments kept.
    package static func renderedEntry(_ text: String, vocabulary: ManifestVocabulary, file: String) throws(ManifestError) -> Fixture {
        var fixture = try decodeEntry(FixtureOverlay.entryNode(text, file: file), vocabulary: vocabulary, file: file)
        fixture.comments = text.split(separator: "\n").prefix { $0.hasPrefix("  #") }.map { line in
            let text = line.dropFirst(3)
            return String(text.hasPrefix(" ") ? text.dropFirst() : text)
        }
        return fixture
    }

    /// Every `root:` the entry names, so its files' roots are known to the decoder.
    private static func rootNames(_ node: YAMLNode) -> [String] {
        switch node.content {
        case .scalar: return []
        case .sequence(let items): return items.flatMap(rootNames)
        case .mapping(let mapping):
            return mapping.entries.flatMap { entry -> [String] in
                if entry.key == "root", case .scalar(let scalar) = entry.value.content { return [scalar.text] }
                return rootNames(entry.value)
            }
        }
    }
}
