import CFFmpeg

/// SHA-256 through libavutil (Foundation on Linux has none).
enum SHA256Digest {
    static func hex(of parts: [UInt8]...) -> String {
        guard let context = av_sha_alloc() else { fatalError("av_sha_alloc: out of memory") }
        defer { av_free(UnsafeMutableRawPointer(context)) }
        av_sha_init(context, 256)
        for part in parts { part.withUnsafeBufferPointer { av_sha_update(context, $0.baseAddress, $0.count) } }
        var digest = [UInt8](repeating: 0, count: 32)
        av_sha_final(context, &digest)
        let digits = Array("0123456789abcdef")
        return String(digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] })
    }
}
