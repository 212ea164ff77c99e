// Decodes a video to upright RGB frames through `FileFrameSource` and prints the frame
// count; `scripts/bench-decode` times it against `ffmpeg -f null` on the same file.
import Foundation
import KinesiaMedia

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-decode VIDEO\n".utf8))
    exit(2)
}
do {
    let source = try FileFrameSource(url: URL(fileURLWithPath: CommandLine.arguments[1]))
    var count = 0
    var checksum = 0
    while let frame = try source.next() {
        count += 1
        checksum &+= Int(frame.image.bytes[frame.image.bytes.count / 2])
    }
    print("\(count) frames (checksum \(checksum))")
} catch {
    FileHandle.standardError.write(Data("\(error)\n".utf8))
    exit(2)
}
