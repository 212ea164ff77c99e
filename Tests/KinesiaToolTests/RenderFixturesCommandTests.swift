import Foundation
import KinesiaTestSupport
import Testing

struct RenderFixturesCommandTests {
    /// A data file of one small squat, written to a list beside it.
    private static func dataFile(in directory: URL, fixture: String) throws -> URL {
        let data = directory.appendingPathComponent("fixtures.data.yaml")
        let text = """
            pins: fixtures.pins
            lists:
              gate:
                file: fixtures.yaml
                heading: |
                  Rendered for a test.
            fixtures:
            \(fixture)
            """
        try text.write(to: data, atomically: true, encoding: .utf8)
        return data
    }

    private static let squat = """
          - id: squat-small
            list: gate
            render: --exercise squat --reps 1 --tempo 1.2 --rest 0.4 --size 64x64 --fps 5 --threads 1
        """

    /// Pins are recorded where a person reviews them: under CI the record step writes nothing.
    @Test(.tags(.process), .timeLimit(.minutes(5))) func recordingIsRefusedUnderCI() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try Self.dataFile(in: directory, fixture: Self.squat)
        let out = directory.appendingPathComponent("rendered")
        let run = try KinesiaProcess.run(["render-fixtures", data.path, "--out", out.path, "--record"], environment: ["CI": "true"])
        #expect(run.status == 2, "\(run.errors)")
        #expect(run.errors.contains("--record is refused when CI is set"), "\(run.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("fixtures.pins").path))
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("squat-small.mov").path))
    }

    /// The record step writes the render's entry with the data's overlay laid over it and its
    /// omissions left out, and pins the digest the entry's comment records.
    @Test(.tags(.process), .timeLimit(.minutes(5))) func recordingWritesTheOverlaidEntryAndItsPin() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let data = try Self.dataFile(in: directory, fixture: Self.squat + """

                overlay:
                  tags: [rendered, overlaid]
                  tolerances: {peak: 9.5}
                omit: [labels.keypoints]
            """)
        let out = directory.appendingPathComponent("rendered")
        let run = try KinesiaProcess.run(["render-fixtures", data.path, "--out", out.path, "--record"], environment: ["CI": ""])
        #expect(run.status == 0, "\(run.errors)")
        let list = try String(contentsOf: directory.appendingPathComponent("fixtures.yaml"), encoding: .utf8)
        #expect(list.hasPrefix("  # Rendered for a test.\n  # Rendered by `kinesia render --exercise squat"), "\(list)")
        #expect(list.contains("    tags: [rendered, overlaid]\n"), "\(list)")
        #expect(list.contains("      peak: 9.5\n"), "\(list)")
        #expect(!list.contains("keypoints"), "\(list)")
        #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("squat-small.keypoints.json").path))
        let pins = try String(contentsOf: directory.appendingPathComponent("fixtures.pins"), encoding: .utf8)
        let pin = try #require(pins.split(separator: "\n").last?.split(separator: " ").last)
        #expect(list.contains("  # Decoded frames sha256: \(pin)\n"), "\(pins)")

        // Checked against what it recorded, the same data passes.
        let check = try KinesiaProcess.run(["render-fixtures", data.path, "--out", out.path])
        #expect(check.status == 0, "\(check.errors)")
        #expect(check.output.contains("squat-small: up to date, pinned frames ok"), "\(check.output)")
    }
}
