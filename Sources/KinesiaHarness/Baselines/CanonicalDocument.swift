import Foundation
import KinesiaSupport

/// A file `kinesia calibrate --write` writes and a review reads as a diff (a baseline, a pin):
/// pretty, in a fixed key order, so an unchanged calibration writes unchanged bytes.
package protocol CanonicalDocument {
    var json: JSONValue { get }
}

extension CanonicalDocument {
    /// The canonical text, ending in a line break.
    package func text() throws(JSONContentError) -> String {
        try JSONWriter(style: .pretty).text(for: json) + "\n"
    }

    package func write(to url: URL) throws(JSONFileError) {
        let text: String
        do { text = try self.text() } catch { throw JSONFileError(file: url.relativePath, .content(error)) }
        try JSONFile.write(text, to: url)
    }
}
