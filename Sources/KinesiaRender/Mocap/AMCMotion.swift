import Foundation

/// Acclaim motion (AMC): per frame, each bone's degrees of freedom (root: TX TY TZ RX RY RZ).
public struct AMCMotion: Sendable {
    /// Frame values by bone name, in file order; angles in degrees, root translation in file units.
    public var frames: [[String: [Double]]]
    /// Frames per second (CMU: 120).
    public var frameRate: Double

    public init(contentsOf url: URL, frameRate: Double = 120) throws {
        let text: String
        do { text = try String(contentsOf: url, encoding: .utf8) } catch {
            throw MocapError(file: url.path, "cannot read the motion (\(error.localizedDescription))")
        }
        try self.init(text: text, file: url.path, frameRate: frameRate)
    }

    public init(text: String, file: String, frameRate: Double = 120) throws {
        var frames: [[String: [Double]]] = []
        var current: [String: [Double]]?
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = index + 1
            let words = rawLine.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" })
            guard let first = words.first, !first.hasPrefix("#"), !first.hasPrefix(":") else { continue }
            if words.count == 1, let number = Int(first) {
                if let current { frames.append(current) }
                guard number == frames.count + 1 else { throw MocapError(file: file, line: line, "frame \(number) follows frame \(frames.count)") }
                current = [:]
                continue
            }
            guard current != nil else { throw MocapError(file: file, line: line, "values before the first frame number") }
            current![String(first)] = try words.dropFirst().map { word in
                guard let value = Double(word), value.isFinite else { throw MocapError(file: file, line: line, "not a number: \(word)") }
                return value
            }
        }
        if let current { frames.append(current) }
        guard !frames.isEmpty else { throw MocapError(file: file, "no frames") }
        self.frames = frames
        self.frameRate = frameRate
    }
}
