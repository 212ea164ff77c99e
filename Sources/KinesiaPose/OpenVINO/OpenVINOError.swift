/// A failed OpenVINO call: which call, on what, and OpenVINO's own message.
public struct OpenVINOError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The C function that failed.
    package var call: String
    /// What it was working on (a model path, a tensor index), for the message.
    public var subject: String
    /// OpenVINO's status code (`ov_status_e`).
    public var status: Int
    /// OpenVINO's last error message, when it gave one.
    public var message: String

    public var description: String {
        "OpenVINO \(call) failed on \(subject) (status \(status)): \(message)"
    }
}
