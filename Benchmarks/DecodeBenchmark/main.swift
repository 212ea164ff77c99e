// Decodes a video to upright RGB frames through `FileFrameSource` and prints the frame
// count; `scripts/bench-decode` times it against `ffmpeg -f null` on the same file.
import Foundation
import KinesiaMedia

let arguments = CommandLine.arguments
guard (2...3).contains(arguments.count), let threads = Int(arguments.count == 3 ? arguments[2] : "0"), threads >= 0 else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-decode VIDEO [DECODER-THREADS (0 = FFmpeg's choice)]\n".utf8))
    exit(2)
}
do {
    let source = try FileFrameSource(url: URL(fileURLWithPath: arguments[1]),
                                     options: FrameSourceOptions(decoderThreads: threads))
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
