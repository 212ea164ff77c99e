import Foundation

// libFuzzer target: bytes through the TensorFlow.js reference-landmark reader, and an
// accepted file's first frame normalized as `kinesia reference` does.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReference(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let landmarks = try? ReferenceLandmarks(data: Data(bytes: data, count: size), file: "fuzz.json") else { return 0 }
    _ = landmarks.points(ofFrame: 0, width: 720, height: 1280)
    return 0
}
