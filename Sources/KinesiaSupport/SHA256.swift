import Foundation

/// SHA-256 (FIPS 180-4), streaming, in Swift (Foundation on Linux has none): fixture
/// checksums, shard assignment, model digests, determinism digests. Pure Swift so that the
/// modules that only read manifests and results need no C library for it.
public final class SHA256 {
    private var state = SHA256State()
    /// Input not yet compressed: fewer than 64 bytes.
    private var pending: [UInt8] = []
    private var length: UInt64 = 0
    private var finished = false

    public init() { pending.reserveCapacity(SHA256State.blockSize) }

    package func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        precondition(!finished, "SHA256 updated after finalize()")
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
        length &+= UInt64(bytes.count)
        var offset = 0
        if !pending.isEmpty {
            let taken = min(SHA256State.blockSize - pending.count, bytes.count)
            pending.append(contentsOf: UnsafeBufferPointer(start: base, count: taken))
            offset = taken
            guard pending.count == SHA256State.blockSize else { return }
            pending.withUnsafeBytes { state.compress($0) }
            pending.removeAll(keepingCapacity: true)
        }
        // Whole blocks straight from the caller's buffer: no copy.
        let whole = (bytes.count - offset) / SHA256State.blockSize * SHA256State.blockSize
        if whole > 0 {
            state.compress(UnsafeRawBufferPointer(start: base + offset, count: whole))
            offset += whole
        }
        pending.append(contentsOf: UnsafeBufferPointer(start: base + offset, count: bytes.count - offset))
    }

    package func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        if bytes.withContiguousStorageIfAvailable({ update($0) }) == nil {
            Array(bytes).withUnsafeBufferPointer { update($0) }
        }
    }

    /// The 32-byte digest; the hasher takes no more input after it.
    package func finalize() -> [UInt8] {
        precondition(!finished, "SHA256 finalized twice")
        // The padding: a 1 bit, zeros to 56 bytes of a block, then the length in bits.
        let bits = length &* 8
        var tail = pending
        tail.append(0x80)
        while tail.count % SHA256State.blockSize != 56 { tail.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) { tail.append(UInt8(truncatingIfNeeded: bits >> UInt64(shift))) }
        tail.withUnsafeBytes { state.compress($0) }
        finished = true
        return state.digest
    }

    /// Lower-case hexadecimal digest of the concatenated parts.
    public static func hex<Bytes: Sequence>(of parts: Bytes...) -> String where Bytes.Element == UInt8 {
        let hasher = SHA256()
        for part in parts { hasher.update(part) }
        return Hex.string(hasher.finalize())
    }

    /// Lower-case hexadecimal digest of a file, read in 1 MiB chunks.
    public static func hex(ofFileAt path: String) throws -> String {
        // A FIFO would block the read forever: only regular files are hashed.
        if let problem = InputFile.problem(at: path) { throw InputFileError(path: path, problem: problem) }
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        let hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hasher.update($0.bindMemory(to: UInt8.self)) }
        }
        return Hex.string(hasher.finalize())
    }
}
