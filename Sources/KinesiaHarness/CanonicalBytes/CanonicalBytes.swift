import KinesiaMotion

/// The bytes the determinism digest is computed over: numbers as their IEEE-754 bit
/// patterns (so 0.1 + 0.2 and 0.3 differ, as they should), integers as 64-bit little
/// endian, strings length-prefixed, every optional and enum case tagged.
struct CanonicalBytes {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ value: UInt64) {
        for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: value >> UInt64(shift))) }
    }

    mutating func append(_ value: Double) { append(value.bitPattern) }

    mutating func append(_ value: Int) { append(UInt64(bitPattern: Int64(value))) }

    mutating func append(_ value: Double?) {
        if let value {
            bytes.append(1)
            append(value)
        } else {
            bytes.append(0)
        }
    }

    mutating func append(_ text: String) {
        append(text.utf8.count)
        bytes += text.utf8
    }

    /// Timestamp, aspect ratio and every joint slot in canonical order, absent ones included.
    mutating func append(_ pose: Pose) {
        append(pose.timestamp)
        append(pose.aspectRatio)
        for joint in Joint.allCases {
            let point = pose.point(at: joint.ordinal)
            append(point.x)
            append(point.y)
            append(point.confidence)
        }
    }

    mutating func append(_ events: [RepEvent]) {
        append(events.count)
        for event in events { append(event) }
    }

    mutating func append(_ event: RepEvent) {
        switch event {
        case .started(let time):
            bytes.append(1)
            append(time)
        case .completed(let rep):
            bytes.append(2)
            append(rep.number)
            for value in [rep.start, rep.peakTime, rep.end, rep.peak, rep.range] { append(value) }
        case .rejected(let rep):
            bytes.append(3)
            for value in [rep.start, rep.peakTime, rep.end, rep.peak] { append(value) }
            append(rep.reason.rawValue)
        case .verdict(let verdict):
            bytes.append(4)
            append(verdict.kind.rawValue)
            append(verdict.rep.map(Double.init))
            for value in [verdict.time, verdict.measured, verdict.limit] { append(value) }
        case .ignored(let ignored):
            bytes.append(5)
            append(ignored.time)
            append(ignored.reason.rawValue)
        case .unfinished(let rep):
            bytes.append(6)
            for value in [rep.start, rep.peakTime, rep.peak, rep.lastTime] { append(value) }
        case .partialStart(let partial):
            bytes.append(7)
            for value in [partial.firstTime, partial.peakTime, partial.peak] { append(value) }
            append(partial.end)
        case .unseen(let stretch):
            bytes.append(8)
            append(stretch.joints.count)
            for joint in stretch.joints { append(joint.ordinal) }
            for value in [stretch.start, stretch.end] { append(value) }
        }
    }
}
