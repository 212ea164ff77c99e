import Foundation
import KinesiaMotion
import Testing
import KinesiaManifest

/// The repository's `manifests/` folder, found from this file's place in the checkout.
private let manifestsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("manifests")

@Test func theSchemaDocumentsExampleLoadsWithoutErrors() throws {
    let markdown = try String(contentsOf: manifestsFolder.appendingPathComponent("SCHEMA.md"), encoding: .utf8)
    let start = try #require(markdown.range(of: "```yaml\n"))
    let end = try #require(markdown.range(of: "```", range: start.upperBound..<markdown.endIndex))
    let example = String(markdown[start.upperBound..<end.lowerBound])
    let result = try ManifestLoader(vocabulary: ManifestSandbox.vocabulary)
        .load(yaml: Array(example.utf8), path: "SCHEMA.md example")
    #expect(result.errors == [])
    #expect(result.manifest.fixtures.map(\.id) == ["squat-side-floor-12", "tfjs-squat-front"])
}

@Test func theJSONSchemasClosedSetsMatchTheLoaders() throws {
    let data = try Data(contentsOf: manifestsFolder.appendingPathComponent("manifest.schema.json"))
    let schema = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let definitions = try #require(schema["$defs"] as? [String: Any])
    func enumeration(_ path: [String]) -> [String]? {
        var node: Any? = definitions
        for key in path { node = (node as? [String: Any])?[key] }
        return (node as? [String: Any])?["enum"] as? [String]
    }
    let camera = ["camera", "properties"]
    #expect(enumeration(camera + ["angle"]) == CameraTags.Angle.allCases.map(\.rawValue))
    #expect(enumeration(camera + ["height"]) == CameraTags.Height.allCases.map(\.rawValue))
    #expect(enumeration(camera + ["lens"]) == CameraTags.Lens.allCases.map(\.rawValue))
    #expect(enumeration(camera + ["lighting"]) == CameraTags.Lighting.allCases.map(\.rawValue))
    #expect(enumeration(["tolerances", "properties", "joints", "propertyNames"]) == Joint.allCases.map(\.rawValue))
    #expect(enumeration(["unseenStretch", "properties", "joints", "items"]) == Joint.allCases.map(\.rawValue))
}
