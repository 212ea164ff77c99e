import Foundation
import KinesiaManifest
import KinesiaMotion
import KinesiaSupport

/// `results.json` (manifests/RESULTS.md): written by `kinesia run --json`, read back by
/// `kinesia merge`.
extension RunResults {
    public var json: JSONValue {
        var members: JSONValue = [
            "format": .string(Self.format),
            "version": .integer(Self.version),
            "environment": environment.json,
            "manifests": .array(manifests.map(JSONValue.string)),
            "shard": shard.map { ["index": .integer($0.index), "count": .integer($0.count)] } ?? .null,
            "summary": .object(FixtureStatus.allCases.map { JSONMember($0.rawValue, .integer(count($0))) }),
            "errors": .array(errors.map(\.json)),
            "fixtures": .array(fixtures.map(\.json)),
        ]
        // Written only when set, so a complete run's file is as it always was.
        if let interrupted, case .object(var list) = members {
            list.append(JSONMember("interrupted", .string(interrupted)))
            members = .object(list)
        }
        return members
    }

    /// The members besides `format` and `version`; `interrupted` only in an interrupted run's.
    static let jsonKeys: JSONKeys = ["environment", "manifests", "shard", "summary", "errors", "fixtures", "interrupted"]

    public init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONObjectReader.document(json, format: Self.format, versions: Self.readableVersions, keys: Self.jsonKeys)
        var shard: Shard?
        if let shardFields = try fields.optionalObject("shard", keys: ["index", "count"]) {
            let (index, count) = (try shardFields.int("index"), try shardFields.int("count"))
            do throws(ShardError) {
                shard = try Shard(index: index, count: count)
            } catch {
                throw JSONContentError(shardFields.path, .invalid(error.message))
            }
        }
        // Counted again from the fixtures, so checked for its shape only.
        if let summary = try fields.optionalObject("summary", keys: JSONKeys(FixtureStatus.allCases.map(\.rawValue))) {
            for status in FixtureStatus.allCases { _ = try summary.optionalInt(status.rawValue) }
        }
        var errors: [RunError] = []
        for error in try fields.objects("errors", keys: RunError.jsonKeys) { errors.append(try RunError(fields: error)) }
        var fixtures: [FixtureResult] = []
        for fixture in try fields.objects("fixtures", keys: FixtureResult.jsonKeys) { fixtures.append(try FixtureResult(fields: fixture)) }
        self.init(
            environment: try RunEnvironment(fields: fields.object("environment", keys: RunEnvironment.jsonKeys)),
            manifests: try fields.strings("manifests"), shard: shard, errors: errors, fixtures: fixtures,
            interrupted: try fields.optionalString("interrupted"))
    }

    /// Reads a results file; errors name the file and the JSON path.
    public init(contentsOf url: URL) throws(JSONFileError) {
        self = try JSONFile.read(url, decode: RunResults.init(json:))
    }

    public func write(to url: URL, sparing inputs: [URL] = []) throws(JSONFileError) {
        let text: String
        do { text = try JSONWriter(style: .pretty).text(for: json) + "\n" } catch { throw JSONFileError(file: url.relativePath, .content(error)) }
        try JSONFile.write(text, to: url, sparing: inputs)
    }
}

