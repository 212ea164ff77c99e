import Foundation
import KinesiaResults
import KinesiaSupport

// libFuzzer target: bytes through the results reader `kinesia merge` uses, then the merge
// itself (of the file with itself and alone), which must refuse or combine, never trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzResults(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    guard let results = try? JSONFile.decodeContent(of: Data(bytes: data, count: size), file: "fuzz.json", decode: RunResults.init(json:))
    else { return 0 }
    _ = try? RunResults.merging([results])
    _ = try? RunResults.merging([results, results])
    _ = results.exitStatus
    return 0
}
