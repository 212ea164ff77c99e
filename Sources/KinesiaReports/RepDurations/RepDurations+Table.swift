import Foundation

// The table scripts/measure-rep-durations prints: per exercise (in the library's order) and
// kind of source, then the reps the minimum loses and the movements it rejects.
extension RepDurations {
    package var table: String {
        let header = ["exercise", "sources", "fixtures", "reps", "fastest", "p5", "median", "minimum", "fastest rep"]
        var table: [[String]] = []
        for exercise in exercises {
            let minimum = String(format: "%g", exercise.minimumDuration)
            let kinds = (rows[exercise.name] ?? [:]).sorted { $0.key < $1.key }
            if kinds.isEmpty { table.append([exercise.name, "none", "0", "0", "-", "-", "-", minimum, ""]) }
            for (kind, row) in kinds {
                let seconds = row.reps.map(\.seconds)
                guard let fastest = row.reps.min(by: { ($0.seconds, $0.place) < ($1.seconds, $1.place) }) else {
                    table.append([exercise.name, kind, "\(row.sources.count)", "0", "-", "-", "-", minimum, ""])
                    continue
                }
                table.append([
                    exercise.name, kind, "\(row.sources.count)", "\(seconds.count)", Self.seconds(fastest.seconds),
                    Self.seconds(Self.percentile(5, of: seconds)), Self.seconds(Self.percentile(50, of: seconds)), minimum, fastest.place,
                ])
            }
        }
        let widths = header.indices.map { column in ([header] + table).map { $0[column].count }.max()! }
        var lines = ([header, widths.map { String(repeating: "-", count: $0) }] + table).map { row in
            zip(row, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .replacingOccurrences(of: "\\s+$", with: "", options: .regularExpression)
        }
        if !lost.isEmpty {
            lines += ["", "Labelled reps under the minimum, not counted (under the floor's duration, or under the minimum where one reading's jump could have made the movement):"]
            lines += lost.map { "  \($0.exercise): \($0.place): \(Self.seconds($0.seconds)) s against \(String(format: "%g", $0.minimum)) s" }
        }
        let unlabelled = unlabelled
        if !unlabelled.isEmpty {
            lines += ["", "Movements of full range, no labelled rep, under the minimum and not counted (under the floor's duration, or under the minimum where one reading's jump could have made them):"]
            lines += unlabelled.map {
                "  \($0.exercise): \($0.fixture) at \(String(format: "%.2f", $0.start)) s: \(Self.seconds($0.seconds)) s against \(String(format: "%g", $0.minimum)) s"
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The nearest-rank percentile: the smallest value with at least `percent` % of them at or below it.
    static func percentile(_ percent: Double, of values: [Double]) -> Double {
        let ordered = values.sorted()
        return ordered[max(0, Int((percent / 100 * Double(ordered.count)).rounded(.up)) - 1)]
    }

    private static func seconds(_ value: Double) -> String { String(format: "%.3f", value) }
}
