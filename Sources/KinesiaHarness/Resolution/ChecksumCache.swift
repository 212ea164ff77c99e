import KinesiaMedia
import KinesiaMotion
/// SHA-256 of files, each computed once: several fixtures may share one video.
struct ChecksumCache {
    private var digests: [String: String?] = [:]

    /// The lower-case hex digest, or nil when the file cannot be read.
    mutating func sha256(ofFileAt path: String) -> String? {
        if let known = digests[path] { return known }
        let digest = try? SHA256.hex(ofFileAt: path)
        digests[path] = digest
        return digest
    }
}
