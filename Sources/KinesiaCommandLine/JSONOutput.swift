import KinesiaSupport

/// What a verb's `--json` prints: one JSON object, deterministic (members in the order the
/// verb builds them, or sorted), indented for reading, with a final newline.
package enum JSONOutput {
    package static func text(_ value: JSONValue, sortsKeys: Bool = false) throws(JSONContentError) -> String {
        try JSONWriter(style: .pretty, sortsKeys: sortsKeys).text(for: value) + "\n"
    }

    /// Prints to standard output; a value JSON cannot hold (a non-finite number) throws
    /// with its path instead of printing something a reader would misread.
    package static func print(_ value: JSONValue, sortsKeys: Bool = false) throws(JSONContentError) {
        Swift.print(try text(value, sortsKeys: sortsKeys), terminator: "")
    }

    /// Seconds to the microsecond, as ffprobe prints them: interpolated and decoded times
    /// carry float noise below that which nobody reads.
    package static func seconds(_ value: Double) -> Double { (value * 1_000_000).rounded() / 1_000_000 }
}
