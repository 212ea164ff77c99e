import Foundation

/// Splits a picture's rows into bands and runs them on `threads` cores. Every pixel is
/// computed from its own inputs alone, so the result is the same whatever the split.
enum RowBands {
    static func run(rows: Int, threads: Int, _ body: @Sendable (Range<Int>) -> Void) {
        guard threads > 1, rows > 1 else {
            body(0..<rows)
            return
        }
        // A few bands per core, so a core that starts late still gets a share.
        let count = min(rows, threads * 4)
        DispatchQueue.concurrentPerform(iterations: count) { band in
            body(rows * band / count..<rows * (band + 1) / count)
        }
    }
}

/// A buffer several bands write at once, each only its own rows.
struct SharedRows<Element>: @unchecked Sendable {
    let base: UnsafeMutablePointer<Element>

    subscript(index: Int) -> Element {
        get { base[index] }
        nonmutating set { base[index] = newValue }
    }
}
