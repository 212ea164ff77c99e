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
        var text = text
        let frames = try text.withUTF8 { try Self.frames(in: $0, file: file) }
        guard !frames.isEmpty else { throw MocapError(file: file, "no frames") }
        self.frames = frames
        self.frameRate = frameRate
    }

    /// The frames of `bytes`, read as bytes: a CMU trial is megabytes of ASCII, and splitting it
    /// into Characters costs several times as much, most of all in the debug build tests run.
    /// Lines end at LF, CR, CRLF, VT or FF; words are separated by spaces and tabs.
    private static func frames(in bytes: UnsafeBufferPointer<UInt8>, file: String) throws -> [[String: [Double]]] {
        var frames: [[String: [Double]]] = []
        var current: [String: [Double]]?
        var words: [Range<Int>] = []
        var line = 0
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count, !isNewline(bytes[end]) { end += 1 }
            line += 1
            words.removeAll(keepingCapacity: true)
            var index = start
            while index < end {
                while index < end, isSpace(bytes[index]) { index += 1 }
                let wordStart = index
                while index < end, !isSpace(bytes[index]) { index += 1 }
                if index > wordStart { words.append(wordStart..<index) }
            }
            // CRLF ends one line.
            start = end + (end + 1 < bytes.count && bytes[end] == UInt8(ascii: "\r") && bytes[end + 1] == UInt8(ascii: "\n") ? 2 : 1)
            guard let first = words.first, bytes[first.lowerBound] != UInt8(ascii: "#"), bytes[first.lowerBound] != UInt8(ascii: ":") else { continue }
            func text(_ word: Range<Int>) -> String { String(decoding: UnsafeBufferPointer(rebasing: bytes[word]), as: UTF8.self) }
            if words.count == 1, let number = Int(text(first)) {
                if let current { frames.append(current) }
                guard number == frames.count + 1 else { throw MocapError(file: file, line: line, "frame \(number) follows frame \(frames.count)") }
                current = [:]
                continue
            }
            guard current != nil else { throw MocapError(file: file, line: line, "values before the first frame number") }
            var values: [Double] = []
            values.reserveCapacity(words.count - 1)
            for word in words.dropFirst() {
                let word = text(word)
                guard let value = Double(word), value.isFinite else { throw MocapError(file: file, line: line, "not a number: \(word)") }
                values.append(value)
            }
            current![text(first)] = values
        }
        if let current { frames.append(current) }
        return frames
    }

    private static func isNewline(_ byte: UInt8) -> Bool {
        byte >= 0x0A && byte <= 0x0D
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")
    }
}
