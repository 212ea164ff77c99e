import CFFmpeg

/// FFmpeg's text for a negative return code.
func ffmpegErrorText(_ code: Int32) -> String {
    var buffer = [CChar](repeating: 0, count: 256)
    if av_strerror(code, &buffer, buffer.count) < 0 { return "FFmpeg error \(code)" }
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
}

let ffmpegEndOfFile = kinesia_averror_eof()
let ffmpegTryAgain = kinesia_averror_eagain()
/// AVERROR(EINVAL), which FFmpeg defines as the negated errno.
let ffmpegInvalidArgument = -EINVAL

/// A failed FFmpeg call, before the caller adds the file and the place.
struct FFmpegCallFailure: Error {
    let code: Int32
    var text: String { ffmpegErrorText(code) }
}
