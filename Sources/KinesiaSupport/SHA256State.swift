/// SHA-256's eight working words and its compression function (FIPS 180-4, section 6.2.2).
struct SHA256State {
    static let blockSize = 64

    private var h: (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32) = (
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
    )

    /// The first 32 bits of the fractional parts of the cube roots of the first 64 primes.
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

    /// Compresses `blocks`, a whole number of 64-byte blocks, into the state. Masking shifts
    /// and raw pointers rather than smart shifts and arrays: the debug build that runs the tests
    /// hashes every pose, and there the generic forms cost ten times as much.
    mutating func compress(_ blocks: UnsafeRawBufferPointer) {
        precondition(blocks.count % Self.blockSize == 0, "SHA-256 compresses whole blocks")
        guard let base = blocks.baseAddress else { return }
        Self.k.withUnsafeBufferPointer { constants in
            let k = constants.baseAddress!
            let w = UnsafeMutablePointer<UInt32>.allocate(capacity: 64)
            defer { w.deallocate() }
            var offset = 0
            while offset < blocks.count {
                var t = 0
                while t < 16 {
                    let p = base + offset + 4 * t
                    w[t] = UInt32(p.load(as: UInt8.self)) &<< 24 | UInt32((p + 1).load(as: UInt8.self)) &<< 16
                        | UInt32((p + 2).load(as: UInt8.self)) &<< 8 | UInt32((p + 3).load(as: UInt8.self))
                    t += 1
                }
                // `x &>> n | x &<< (32 - n)` rotates x right by n.
                while t < 64 {
                    let x = w[t - 15], y = w[t - 2]
                    let s0 = (x &>> 7 | x &<< 25) ^ (x &>> 18 | x &<< 14) ^ (x &>> 3)
                    let s1 = (y &>> 17 | y &<< 15) ^ (y &>> 19 | y &<< 13) ^ (y &>> 10)
                    w[t] = w[t - 16] &+ s0 &+ w[t - 7] &+ s1
                    t += 1
                }
                var (a, b, c, d, e, f, g, hh) = h
                t = 0
                while t < 64 {
                    let s1 = (e &>> 6 | e &<< 26) ^ (e &>> 11 | e &<< 21) ^ (e &>> 25 | e &<< 7)
                    let t1 = hh &+ s1 &+ ((e & f) ^ (~e & g)) &+ k[t] &+ w[t]
                    let s0 = (a &>> 2 | a &<< 30) ^ (a &>> 13 | a &<< 19) ^ (a &>> 22 | a &<< 10)
                    let t2 = s0 &+ ((a & b) ^ (a & c) ^ (b & c))
                    (hh, g, f, e, d, c, b, a) = (g, f, e, d &+ t1, c, b, a, t1 &+ t2)
                    t += 1
                }
                h = (h.0 &+ a, h.1 &+ b, h.2 &+ c, h.3 &+ d, h.4 &+ e, h.5 &+ f, h.6 &+ g, h.7 &+ hh)
                offset += Self.blockSize
            }
        }
    }

    /// The eight words, big-endian.
    var digest: [UInt8] {
        [h.0, h.1, h.2, h.3, h.4, h.5, h.6, h.7].flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) } }
    }
}
