import Foundation

extension FileFrameSource {
    /// For each time, the delivered frame whose timestamp is nearest it, in one pass over the
    /// file (poses carry their frame's timestamp exactly, so a pose's time finds its frame).
    /// A time past the last frame gets the last frame; an empty video throws.
    public func frames(nearest times: [Double]) throws -> [TimedFrame] {
        var nearest = [TimedFrame?](repeating: nil, count: times.count)
        let latest = times.max() ?? -.infinity
        // Only a frame that is nearer some time than the one held is converted to RGB.
        while let pending = try nextPending() {
            let stamp = pending.stamp
            let nearer = times.indices.filter { index in
                nearest[index].map { abs($0.timestamp - times[index]) > abs(stamp.timestamp - times[index]) } ?? true
            }
            if !nearer.isEmpty {
                let frame = try pending.timedFrame()
                for index in nearer { nearest[index] = frame }
            }
            if stamp.timestamp >= latest { break }
        }
        return try nearest.map { frame in
            guard let frame else { throw MediaError.unreadable(path: url.path, reason: "it has no frames") }
            return frame
        }
    }
}
