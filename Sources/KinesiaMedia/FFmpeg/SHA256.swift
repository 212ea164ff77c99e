import CFFmpeg
import Foundation
import KinesiaSupport

/// SHA-256, streaming, through libavutil (Foundation on Linux has none): fixture checksums,
/// model digests, determinism digests. Owns its libavutil context.
public final class SHA256 {
    private let context: OpaquePointer
    private var finished = false

    public init() {
        guard let context = av_sha_alloc() else { fatalError("av_sha_alloc: out of memory") }
        self.context = context
        av_sha_init(context, 256)
    }

    deinit { av_free(UnsafeMutableRawPointer(context)) }

    public func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(!finished, "SHA256 updated after finalize()")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        // av_sha_update takes a size_t, but hash large buffers in pieces all the same.
        var offset = 0
        while offset < bytes.count {
            let count = min(bytes.count - offset, 1 << 30)
            av_sha_update(context, base + offset, count)
            offset += count
        }
    }

    public func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ update($0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { update($0) }
        }
    }

    /// The 32-byte digest; the hasher takes no more input after it.
    public func finalize() -> [UInt8] {
        precondition(!finished, "SHA256 finalized twice")
        finished = true
        var digest = [UInt8](repeating: 0, count: 32)
        av_sha_final(context, &digest)
        return digest
    }

    /// Lower-case hexadecimal digest of the concatenated parts.
    public static func hex<Bytes: Sequence>(of parts: Bytes...) -> String where Bytes.Element == UInt8 {
        let hasher = SHA256()
        for part in parts { hasher.update(part) }
        return Hex.string(hasher.finalize())
    }

    /// Lower-case hexadecimal digest of a file, read in 1 MiB chunks.
    public static func hex(ofFileAt path: String) throws -> String {
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hasher.update($0.bindMemory(to: UInt8.self)) }
        }
        return Hex.string(hasher.finalize())
    }
}
