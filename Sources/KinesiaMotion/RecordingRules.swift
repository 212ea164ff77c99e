import KinesiaSupport

/// The checks a recording's content must pass, shared by reading (so bad files are
/// rejected) and writing (so the project never writes a file it would reject).
enum RecordingRules {
    /// The most a coordinate may stray outside the frame, in frame sizes: a model guesses
    /// hidden joints a little outside it, never 1e300 frames away (which would move every
    /// angle and every count). Wide enough for pixel-scale values (the engine's documented
    /// test helpers, a device recording before `kinesia import` scales it).
    static let coordinateLimit = 10_000.0
    /// Seconds: a camera's clock since boot fits, an absurd stamp does not.
    static let timestampLimit = 1e9

    /// Timestamps are finite, within ±`timestampLimit`, and never go backwards (equal ones
    /// are allowed: two poses from one frame time are odd but not contradictory).
    static func checkTimestamp(_ t: Double, previous: Double?, frame: Int, in frames: JSONPath = framesPath) throws(JSONContentError) {
        guard t.isFinite else { throw JSONContentError(pathOfFrame(frame, in: frames).appending(key: "t"), .notFiniteNumber) }
        guard abs(t) <= timestampLimit else {
            throw JSONContentError(pathOfFrame(frame, in: frames).appending(key: "t"), .invalid("timestamp \(t) is outside ±\(timestampLimit) s"))
        }
        if let previous, t < previous {
            throw JSONContentError(
                pathOfFrame(frame, in: frames).appending(key: "t"),
                .invalid("timestamp \(t) goes backwards (frame \(frame - 1) is at \(previous))"))
        }
    }

    /// Coordinates are finite and within ±`coordinateLimit`; confidence is finite and within 0…1.
    static func checkPoint(_ point: PosePoint, frame: Int, joint: Joint, in frames: JSONPath = framesPath) throws(JSONContentError) {
        for (index, value) in [point.x, point.y, point.confidence].enumerated() where !value.isFinite {
            throw JSONContentError(pathOfPoint(frame: frame, joint: joint.rawValue, in: frames).appending(index: index), .notFiniteNumber)
        }
        for (index, value) in [point.x, point.y].enumerated() where abs(value) > coordinateLimit {
            throw JSONContentError(
                pathOfPoint(frame: frame, joint: joint.rawValue, in: frames).appending(index: index),
                .invalid("coordinate \(value) is outside ±\(Int(coordinateLimit)) (normalized: 0…1 is the frame)"))
        }
        guard (0...1).contains(point.confidence) else {
            throw JSONContentError(
                pathOfPoint(frame: frame, joint: joint.rawValue, in: frames).appending(index: 2),
                .invalid("confidence \(point.confidence) is outside 0…1"))
        }
    }

    /// Where a recording keeps its frames; a device recording may be a bare array (`$`).
    static let framesPath = JSONPath([.key("frames")])

    static func pathOfFrame(_ frame: Int, in frames: JSONPath = framesPath) -> JSONPath { frames.appending(index: frame) }

    static func pathOfPoint(frame: Int, joint: String, in frames: JSONPath = framesPath) -> JSONPath {
        pathOfFrame(frame, in: frames).appending(key: "points").appending(key: joint)
    }
}
