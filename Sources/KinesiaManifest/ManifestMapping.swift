import KinesiaYAML

/// A mapping in a manifest, read key by key.
struct ManifestMapping {
    let field: ManifestField
    let mapping: YAMLMapping

    var keys: [String] { mapping.entries.map(\.key) }

    subscript(key: String) -> ManifestField? {
        mapping[key].map { ManifestField(node: $0.value, path: childPath(key), file: field.file) }
    }

    func required(_ key: String) throws(ManifestError) -> ManifestField {
        guard let child = self[key] else {
            throw field.error("missing required key `\(key)` in \(field.name)")
        }
        return child
    }

    /// Where a key was written, for errors about the key rather than its value.
    func keyMark(_ key: String) -> YAMLMark? { mapping[key]?.keyMark }

    private func childPath(_ key: String) -> String {
        field.path.isEmpty ? key : "\(field.path).\(key)"
    }
}
