import Foundation
import KinesiaMotion
import KinesiaResults

/// One labelled frame matched to a pose: the label's valid points and each joint's distance
/// where the pipeline had it too.
struct MatchedKeypointFrame {
    var time: Double
    /// Index of the matched pose among the poses the session received.
    var pose: Int
    var label: [Joint: PosePoint]
    var distances: [Joint: Double]

    var meanDistance: Double? {
        distances.isEmpty ? nil : distances.values.sorted().reduce(0, +) / Double(distances.count)
    }
}

extension KeypointAccuracy {
    /// The definitions are `KeypointAccuracy`'s; `bodyScale` is the fixture's
    /// (`ToleranceCap.bodyScale`), nil or 0 when the truth never labels the torso. Sums run in
    /// joint order so the result never depends on dictionary order. Nil when nothing was compared.
    init?(_ frames: [MatchedKeypointFrame], bodyScale: Double?) {
        let torso = bodyScale.flatMap { $0 > 0 ? $0 : nil }
        var total = 0.0, pairs = 0, withTorso = 0, within = 0
        var oksSum = 0.0, oksFrames = 0
        for frame in frames {
            let ordered = frame.distances.sorted { $0.key < $1.key }
            for (_, distance) in ordered { total += distance }
            pairs += ordered.count
            guard let torso, !ordered.isEmpty else { continue }
            withTorso += ordered.count
            within += ordered.filter { $0.value <= 0.2 * torso }.count
            let scores = ordered.map { joint, distance in
                let k = KeypointConstants.sigma(joint)
                return exp(-(distance * distance) / (2 * torso * torso * k * k))
            }
            oksSum += scores.reduce(0, +) / Double(scores.count)
            oksFrames += 1
        }
        guard pairs > 0 else { return nil }
        self.init(
            meanError: total / Double(pairs), pck: withTorso > 0 ? Double(within) / Double(withTorso) : nil,
            oks: oksFrames > 0 ? oksSum / Double(oksFrames) : nil, pairs: pairs, pairsWithTorso: withTorso)
    }
}

extension KeypointSeries {
    init(_ frames: [MatchedKeypointFrame], joints: [Joint]) {
        self.init(times: frames.map(\.time), joints: joints.map { joint in (joint, frames.map { $0.distances[joint] }) })
    }
}
