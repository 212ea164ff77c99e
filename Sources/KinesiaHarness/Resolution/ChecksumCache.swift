import KinesiaMotion
import Synchronization
import KinesiaSupport

/// SHA-256 of files, each computed once: several fixtures may share one video. Shared by the
/// fixtures of a run, which resolve their files concurrently, each under its own watchdog;
/// no lock is held while a file is read, so one stuck read never blocks another fixture.
final class ChecksumCache: Sendable {
    private let digests = Mutex<[String: Result<String, InputFileError>]>([:])

    /// The lower-case hex digest, or why the file cannot be read.
    func sha256(ofFileAt path: String) -> Result<String, InputFileError> {
        if let known = digests.withLock({ $0[path] }) { return known }
        let digest: Result<String, InputFileError>
        do {
            digest = .success(try SHA256.hex(ofFileAt: path))
        } catch let error as InputFileError {
            digest = .failure(error)
        } catch {
            digest = .failure(InputFileError(path: path, problem: .unexaminable))
        }
        digests.withLock { $0[path] = digest }
        return digest
    }
}
