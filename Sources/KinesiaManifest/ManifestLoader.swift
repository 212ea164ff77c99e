import Foundation
import KinesiaSupport
import KinesiaYAML

/// Reads a manifest file (manifests/SCHEMA.md) into a `Manifest`.
///
/// Only a file that cannot be read, is not YAML, or is not a manifest of a supported version
/// throws; an error inside one fixture drops that fixture and is returned with the others.
public struct ManifestLoader: Sendable {
    static let keys = ["version", "fixtureRoots", "defaults", "fixtures"]

    public var vocabulary: ManifestVocabulary
    /// A manifest to run must list fixtures; one a first fixture is being added to may have
    /// none yet (`fixtures` missing, empty or `[]`).
    package var requiresFixtures: Bool

    public init(vocabulary: ManifestVocabulary, requiresFixtures: Bool = true) {
        self.vocabulary = vocabulary
        self.requiresFixtures = requiresFixtures
    }

    public func load(path: String) throws(ManifestError) -> ManifestLoadResult {
        if let problem = InputFile.problem(at: path) {
            throw ManifestError(file: path, mark: nil, message: "cannot read the manifest: \(problem)")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw ManifestError(file: path, mark: nil, message: "cannot read the manifest")
        }
        return try load(yaml: Array(data), path: path)
    }

    /// `path` names the manifest in errors and anchors its relative roots.
    public func load(yaml: [UInt8], path: String) throws(ManifestError) -> ManifestLoadResult {
        let root: YAMLNode
        do {
            root = try YAMLDocument.parse(yaml)
        } catch {
            throw ManifestError(file: path, mark: error.mark, message: error.message)
        }
        let log = ManifestErrorLog()
        let top = ManifestField(node: root, path: "", file: path)
        guard case .mapping = root.content else {
            throw top.error("a manifest must be a mapping with `version` and `fixtures`, found \(top.shape)")
        }
        let mapping = try top.mapping(knownKeys: Self.keys, log: log)
        let versionField = try mapping.required("version")
        let version = try versionField.int()
        guard version == Manifest.supportedVersion else {
            throw versionField.error("unsupported manifest version \(version); this kinesia reads version \(Manifest.supportedVersion)")
        }

        let rootEntries = mapping["fixtureRoots"].flatMap { field in
            log.attempt { () throws(ManifestError) in try field.mapping(knownKeys: nil, log: log) }
        }
        let rootNames = rootEntries?.keys ?? []
        let roots = rootEntries.map { readRoots($0, log: log) } ?? []
        let defaults = mapping["defaults"].map { FixtureDefaults($0, rootNames: rootNames, log: log) } ?? FixtureDefaults()
        let decoder = FixtureDecoder(defaults: defaults, rootNames: rootNames, vocabulary: vocabulary)

        var fixtures: [Fixture] = []
        let fixturesList: () throws(ManifestError) -> [ManifestField] = { () throws(ManifestError) in
            guard !self.requiresFixtures else { return try mapping.required("fixtures").list() }
            guard let field = mapping["fixtures"], !field.isNull else { return [] }
            return try field.list()
        }
        if let fixturesField = log.attempt(fixturesList) {
            if requiresFixtures, fixturesField.isEmpty, let field = mapping["fixtures"] {
                log.record(field.error("`fixtures` is empty: a manifest without fixtures tests nothing"))
            }
            var firstIDs: [String: YAMLMark] = [:]
            for field in fixturesField {
                if let (id, mark) = Self.declaredID(field) {
                    if let first = firstIDs[id] {
                        log.record(ManifestError(file: path, mark: mark, message: "duplicate fixture id `\(id)` (first at \(first))"))
                        continue
                    }
                    firstIDs[id] = mark
                }
                let fixtureLog = ManifestErrorLog()
                if let fixture = decoder.decode(field, log: fixtureLog) { fixtures.append(fixture) }
                fixtureLog.errors.forEach(log.record)
            }
        }
        let manifest = Manifest(path: path, version: version, roots: roots, fixtures: fixtures)
        return ManifestLoadResult(manifest: manifest, errors: log.errors.sorted { ($0.mark ?? YAMLMark(line: 0, column: 0)) < ($1.mark ?? YAMLMark(line: 0, column: 0)) })
    }

    /// The fixture's id as written, before anything else in it is checked, so a repeated id is
    /// caught even in a fixture that is broken in other ways.
    private static func declaredID(_ field: ManifestField) -> (String, YAMLMark)? {
        guard case .mapping(let mapping) = field.node.content, let entry = mapping["id"],
              case .scalar(let scalar) = entry.value.content, case .string(let id) = scalar.value
        else { return nil }
        return (id, entry.value.mark)
    }

    /// `name: path` or `name: {env:, path:, whenMissing:}`.
    private func readRoots(_ mapping: ManifestMapping, log: ManifestErrorLog) -> [FixtureRoot] {
        mapping.keys.enumerated().compactMap { index, name in
            // A repeated name is reported by `mapping(knownKeys:log:)`; its first definition counts.
            guard !mapping.keys[..<index].contains(name), let field = mapping[name] else { return nil }
            return log.attempt { () throws(ManifestError) in try readRoot(name: name, field: field, log: log) }
        }
    }

    private func readRoot(name: String, field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> FixtureRoot {
        if case .scalar = field.node.content {
            return FixtureRoot(name: name, environmentVariable: nil, path: try field.nonEmptyString(), whenMissing: .fail, mark: field.node.mark)
        }
        let mapping = try field.mapping(knownKeys: ["env", "path", "whenMissing"], log: log)
        let variable = try mapping["env"]?.nonEmptyString()
        let path = try mapping["path"]?.nonEmptyString()
        guard variable != nil || path != nil else {
            throw field.error("\(field.name) needs `path`, `env` or both")
        }
        let whenMissing = try mapping["whenMissing"]?.choice(FixtureRoot.WhenMissing.self, kind: "whenMissing policy") ?? .fail
        return FixtureRoot(name: name, environmentVariable: variable, path: path, whenMissing: whenMissing, mark: field.node.mark)
    }
}

/// A manifest that parsed, with the fixtures that read cleanly, and every error in the rest.
/// The runner runs the fixtures and reports the errors (exit 2) rather than stopping at one.
public struct ManifestLoadResult: Sendable, Hashable {
    public var manifest: Manifest
    public var errors: [ManifestError]

    public init(manifest: Manifest, errors: [ManifestError]) {
        self.manifest = manifest
        self.errors = errors
    }
}
