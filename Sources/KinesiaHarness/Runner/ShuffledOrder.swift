/// A permutation of `0..<count` from a seed, the same on every machine: Fisher–Yates driven
/// by SplitMix64 (Swift's own generators are not seedable).
enum ShuffledOrder {
    static func indices(count: Int, seed: UInt64) -> [Int] {
        var state = seed
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        var order = Array(0..<count)
        for i in stride(from: count - 1, to: 0, by: -1) {
            order.swapAt(i, Int(next() % UInt64(i + 1)))
        }
        return order
    }
}
