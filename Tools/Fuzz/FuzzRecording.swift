import Foundation
import KinesiaMotion

// libFuzzer target: bytes through the recording decoder (JSON parser, then every recording
// rule), and a recording it accepts back through the encoder: whatever is read must write.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRecording(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let recording = try? Recording(data: Data(bytes: data, count: size), file: "fuzz.json") else { return 0 }
    guard (try? recording.canonicalText()) != nil else { fatalError("a recording that was read could not be written") }
    return 0
}
