import KinesiaSupport

/// The checks a recording's content must pass, shared by reading (so bad files are
/// rejected) and writing (so the project never writes a file it would reject).
enum RecordingRules {
    /// Timestamps are finite and never go backwards (equal ones are allowed: two poses
    /// from one frame time are odd but not contradictory).
    static func checkTimestamp(_ t: Double, previous: Double?, frame: Int, in frames: JSONPath = framesPath) throws(JSONContentError) {
        guard t.isFinite else { throw JSONContentError(pathOfFrame(frame, in: frames).appending(key: "t"), .notFiniteNumber) }
        if let previous, t < previous {
            throw JSONContentError(
                pathOfFrame(frame, in: frames).appending(key: "t"),
                .invalid("timestamp \(t) goes backwards (frame \(frame - 1) is at \(previous))"))
        }
    }

    /// Coordinates are finite; confidence is finite and within 0…1.
    static func checkPoint(_ point: PosePoint, frame: Int, joint: Joint, in frames: JSONPath = framesPath) throws(JSONContentError) {
        for (index, value) in [point.x, point.y, point.confidence].enumerated() where !value.isFinite {
            throw JSONContentError(pathOfPoint(frame: frame, joint: joint.rawValue, in: frames).appending(index: index), .notFiniteNumber)
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
