import Foundation
import KinesiaSupport

/// Why a source or writer could not do its job, always naming the file (or device) and,
/// for stream damage, the place it broke.
public enum MediaError: Error, Sendable, Hashable, CustomStringConvertible {
    case fileNotFound(path: String)
    /// The container could not be opened or read (empty file, not a media file, …).
    case unreadable(path: String, reason: String)
    case noVideoStream(path: String)
    case unsupportedCodec(path: String, codec: String)
    /// The stream broke: `frameIndex` frames were delivered before it, `time` is the last
    /// timestamp reached (seconds), when known.
    case corrupt(path: String, frameIndex: Int, time: Double?, reason: String)
    case noCamera(device: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case invalidSpecification(String, reason: String)
    /// A test's pixel perturbation could not be made on the frame (an FFmpeg failure).
    /// `perturbation` as a source string's `pixels=` spells it (the seam itself is the package's own).
    case perturbationFailed(path: String, frameIndex: Int, perturbation: String, reason: String)

    public var description: String {
        switch self {
        case .fileNotFound(let path):
            "\(path): no such file"
        case .unreadable(let path, let reason):
            "\(path): cannot read as video: \(reason)"
        case .noVideoStream(let path):
            "\(path): no video stream"
        case .unsupportedCodec(let path, let codec):
            "\(path): no decoder for codec \(codec)"
        case .corrupt(let path, let frameIndex, let time, let reason):
            "\(path): stream broken at frame \(frameIndex)\(time.map { String(format: " (t=%.6f s)", $0) } ?? ""): \(reason)"
        case .noCamera(let device, let reason):
            "\(device): no camera: \(reason)"
        case .cannotWrite(let path, let reason):
            "\(path): cannot write: \(reason)"
        case .invalidSpecification(let text, let reason):
            "source \(EchoedText.quoted(text)): \(reason)"
        case .perturbationFailed(let path, let frameIndex, let perturbation, let reason):
            "\(path): frame \(frameIndex): cannot apply pixels=\(perturbation): \(reason)"
        }
    }
}
