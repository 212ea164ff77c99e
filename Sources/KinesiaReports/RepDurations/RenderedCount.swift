import Foundation
import KinesiaMotion
import KinesiaSupport

/// A brisk render's count, as `kinesia count --json` wrote it: the reps an exercise with no
/// real motion is measured on, at the render's tempo.
package struct RenderedCount: Sendable {
    package var exercise: String
    /// Seconds a rep, as the render was asked for (printed as given).
    package var tempo: String
    /// Where the count file is, the row's one source.
    package var source: String
    /// Each counted rep's start and end.
    package var repTimes: [(start: Double, end: Double)]
    /// The reps rejected as too fast: their duration and the minimum they missed.
    package var tooFast: [(measured: Double, limit: Double)]

    package init(exercise: String, tempo: String, source: String, repTimes: [(start: Double, end: Double)], tooFast: [(measured: Double, limit: Double)]) {
        self.exercise = exercise
        self.tempo = tempo
        self.source = source
        self.repTimes = repTimes
        self.tooFast = tooFast
    }

    /// Reads only what the durations need; the count's other fields are left alone.
    package init(contentsOf url: URL, tempo: String) throws(JSONFileError) {
        self = try JSONFile.read(url) { json throws(JSONContentError) in
            let fields = try JSONObjectReader.open(json)
            var repTimes: [(start: Double, end: Double)] = []
            for (index, pair) in try fields.elements("repTimes").enumerated() {
                let path = fields.path(of: "repTimes").appending(index: index)
                let times = try pair.elements(at: path)
                guard times.count == 2 else { throw JSONContentError(path, .invalid("has \(times.count) times, not a start and an end")) }
                repTimes.append((try times[0].double(at: path.appending(index: 0)), try times[1].double(at: path.appending(index: 1))))
            }
            var tooFast: [(measured: Double, limit: Double)] = []
            for (index, verdict) in try fields.elements("verdicts").enumerated() {
                let verdict = try JSONObjectReader.open(verdict, at: fields.path(of: "verdicts").appending(index: index))
                guard try verdict.choice("kind", as: VerdictKind.self) == .tooFast else { continue }
                tooFast.append((try verdict.double("measured"), try verdict.double("limit")))
            }
            return RenderedCount(exercise: try fields.string("exercise"), tempo: tempo, source: url.path, repTimes: repTimes, tooFast: tooFast)
        }
    }
}
