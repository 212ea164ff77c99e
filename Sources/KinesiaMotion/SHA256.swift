import Foundation

/// SHA-256 (FIPS 180-4), streaming. The Linux toolchain has neither CryptoKit nor
/// swift-crypto, and fixture checksums need nothing more than this.
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    public init() {}

    public mutating func update<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        let array = Array(bytes)
        array.withUnsafeBufferPointer { update($0) }
    }

    /// Whole blocks are compressed straight from the caller's buffer; only a partial block is
    /// copied, so hashing large files stays fast even in a debug build.
    public mutating func update(_ bytes: UnsafeBufferPointer<UInt8>) {
        var rest = bytes[...]
        if !pending.isEmpty {
            let take = min(64 - pending.count, rest.count)
            pending += rest.prefix(take)
            rest = rest.dropFirst(take)
            guard pending.count == 64 else { return }
            let block = pending
            pending.removeAll(keepingCapacity: true)
            block.withUnsafeBufferPointer { compress($0.baseAddress!, blocks: 1) }
        }
        let blocks = rest.count / 64
        if blocks > 0 {
            compress(bytes.baseAddress! + rest.startIndex, blocks: blocks)
        }
        pending += rest.dropFirst(blocks * 64)
    }

    /// The 32-byte digest; the value is consumed.
    public consuming func finalize() -> [UInt8] {
        let bits = (length &+ UInt64(pending.count)) &* 8
        var tail: [UInt8] = [0x80]
        tail += [UInt8](repeating: 0, count: (119 - pending.count) % 64)
        tail += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * UInt64($0))) }
        update(tail)
        return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * UInt32($0))) } }
    }

    /// Lower-case hexadecimal digest of some bytes.
    public static func hex<Bytes: Sequence>(of bytes: Bytes) -> String where Bytes.Element == UInt8 {
        var hasher = SHA256()
        hasher.update(bytes)
        return hexString(hasher.finalize())
    }

    /// Lower-case hexadecimal digest of a file, read in 1 MiB chunks.
    public static func hex(ofFileAt path: String) throws -> String {
        if let problem = InputFile.problem(at: path) { throw InputFileError(path: path, problem: problem) }
        let handle = try FileHandle(forReadingFrom: URL(fileURLWithPath: path))
        defer { try? handle.close() }
        var hasher = SHA256()
        while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty {
            chunk.withUnsafeBytes { hasher.update($0.bindMemory(to: UInt8.self)) }
        }
        return hexString(hasher.finalize())
    }

    private static func hexString(_ digest: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        return String(decoding: digest.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }, as: UTF8.self)
    }

    /// Written with raw pointers, masking shifts (`&>>`) and no method calls in the rounds:
    /// debug builds do not inline, and `swift run` uses a debug build. This took a debug
    /// build from 5 MB/s to 35 MB/s.
    private mutating func compress(_ bytes: UnsafePointer<UInt8>, blocks: Int) {
        length &+= UInt64(blocks * 64)
        var (h0, h1, h2, h3, h4, h5, h6, h7) = (state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7])
        Self.k.withUnsafeBufferPointer { kBuffer in
            let k = kBuffer.baseAddress!
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { wBuffer in
                let w = wBuffer.baseAddress!
                for blockIndex in 0..<blocks {
                    let block = bytes + blockIndex * 64
                    for i in 0..<16 {
                        w[i] = UInt32(block[4 * i]) &<< 24 | UInt32(block[4 * i + 1]) &<< 16
                            | UInt32(block[4 * i + 2]) &<< 8 | UInt32(block[4 * i + 3])
                    }
                    for i in 16..<64 {
                        let x = w[i - 15], y = w[i - 2]
                        let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                        let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                        w[i] = w[i - 16] &+ s0 &+ w[i - 7] &+ s1
                    }
                    var (a, b, c, d, e, f, g, h) = (h0, h1, h2, h3, h4, h5, h6, h7)
                    for i in 0..<64 {
                        let sigma1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                        let t1 = h &+ sigma1 &+ ((e & f) ^ (~e & g)) &+ k[i] &+ w[i]
                        let sigma0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                        let t2 = sigma0 &+ ((a & b) ^ (a & c) ^ (b & c))
                        (h, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    }
                    h0 &+= a; h1 &+= b; h2 &+= c; h3 &+= d
                    h4 &+= e; h5 &+= f; h6 &+= g; h7 &+= h
                }
            }
        }
        state = [h0, h1, h2, h3, h4, h5, h6, h7]
    }

    private static let k: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]
}
