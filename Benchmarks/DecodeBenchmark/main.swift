// Decodes a video to upright RGB frames and prints the frame count; `scripts/bench-decode`
// times it against `ffmpeg -f null` on the same file.
//   file         — FileFrameSource: decoding and conversion on the calling thread
//   prefetching  — PrefetchingFrameSource, what VideoPoseProvider reads: decoding and
//                  conversion on two threads of their own, overlapping
import Foundation
import KinesiaMedia

let arguments = CommandLine.arguments
guard arguments.count == 4, ["file", "prefetching"].contains(arguments[1]), let threads = Int(arguments[3]), threads >= 0 else {
    FileHandle.standardError.write(Data("usage: kinesia-bench-decode file|prefetching VIDEO DECODER-THREADS (0 = FFmpeg's choice)\n".utf8))
    exit(2)
}
do {
    let url = URL(fileURLWithPath: arguments[2])
    let options = FrameSourceOptions(decoderThreads: threads)
    let source: any FrameSource = arguments[1] == "file"
        ? try FileFrameSource(url: url, options: options)
        : try PrefetchingFrameSource(url: url, options: options)
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
