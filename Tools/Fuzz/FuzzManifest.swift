// libFuzzer target: a manifest's bytes through the manifest loader (libyaml, the YAML core
// schema, every fixture field's checks). Built by scripts/fuzz against KinesiaManifest; any
// crash, trap or hang is a bug, any thrown error is the right answer.
import KinesiaManifest

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzManifest(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let loader = ManifestLoader(vocabulary: ManifestVocabulary(exercises: ["squat", "pushUp"], sides: ["left", "right", "visible"]))
    _ = try? loader.load(yaml: Array(UnsafeBufferPointer(start: data, count: size)), path: "fuzz.yaml")
    return 0
}
