import Foundation
import KinesiaTestSupport
import Testing

struct RenderCommandTests {
    /// The manifest entry `kinesia render` writes is a fixture that passes: counted on the side
    /// it names, a one-leg exercise gives the rendered reps (averaged with the still leg, the
    /// knee extension's angle halves and reps go missing).
    @Test(.tags(.process), .timeLimit(.minutes(10))) func aRenderedKneeExtensionCountsOnTheSideItsEntryNames() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("knee.mov")
        let render = try KinesiaProcess.run([
            "render", "--exercise", "kneeExtension", "--reps", "2", "--tempo", "2.5", "--rest", "0.4",
            "--yaw", "90", "--size", "320x240", "--fps", "10", "--threads", "1", "-o", video.path,
        ])
        #expect(render.status == 0, "\(render.errors)")
        let entry = try String(contentsOf: directory.appendingPathComponent("knee.fixture.yaml"), encoding: .utf8)
        func value(_ key: String) throws -> String {
            let line = try #require(entry.split(separator: "\n").first { $0.trimmingCharacters(in: .whitespaces).hasPrefix(key + ":") })
            return line.split(separator: ":", maxSplits: 1)[1].trimmingCharacters(in: .whitespaces)
        }
        let count = try KinesiaProcess.run(["count", video.path, "--exercise", "kneeExtension", "--side", try value("side"), "--json"])
        #expect(count.status == 0, "\(count.errors)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(count.output.utf8)) as? [String: Any])
        #expect(report["reps"] as? Int == Int(try value("reps")))
        #expect(report["reps"] as? Int == 2)
        #expect(try value("footage") == "rendered")
    }

    /// Curls peaking at a curl's 90° depth limit get no verdict labels, and the warning says
    /// why in degrees as the rest of Kinesia prints them.
    @Test(.tags(.process), .timeLimit(.minutes(10))) func repsPeakingAtAFormLimitAreLeftWithoutVerdictsWithAWarning() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let render = try KinesiaProcess.run([
            "render", "--exercise", "elbowFlexion", "--reps", "2", "--peak", "90", "--yaw", "90",
            "--size", "160x120", "--fps", "10", "--threads", "1", "-o", directory.appendingPathComponent("curl.mov").path,
        ])
        #expect(render.status == 0, "\(render.errors)")
        #expect(render.errors.contains("kinesia render: no verdict labels: the truth's reps 1, 2 peak within 2° of a form rule's limit\n"), "\(render.errors)")
    }

    /// A real set on video: `--mocap uiprmd:` wears a UI-PRMD subject's set on the rendered figure
    /// (its Kinect files unpacked from the shared data as the render needs them), sped up to the
    /// five-times sit-to-stand test's pace, and the entry it writes labels the set's ten stands,
    /// which BlazePose and the engine count on its picture.
    @Test(.tags(.process), .needsRehabilitationSets, .timeLimit(.minutes(10))) func aRealFastSitToStandSetRendersAndCounts() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("fast.mov")
        let render = try KinesiaProcess.run([
            "render", "--exercise", "sitToStand", "--mocap", "uiprmd:s01-m05-correct-fast", "--data", SharedData.root.path,
            "--yaw", "45", "--size", "320x240", "--fps", "15", "--threads", "1", "-o", video.path,
        ])
        #expect(render.status == 0, "\(render.errors)")
        let entry = try String(contentsOf: directory.appendingPathComponent("fast.fixture.yaml"), encoding: .utf8)
        #expect(entry.contains("\n      reps: 10\n"), "\(entry)")
        let count = try KinesiaProcess.run(["count", video.path, "--exercise", "sitToStand", "--json"])
        #expect(count.status == 0, "\(count.errors)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(count.output.utf8)) as? [String: Any])
        #expect(report["reps"] as? Int == 10)
    }

    /// A recorded segment cut inside its next rep: CMU 13_29's jumping jacks end with the fourth
    /// jack's arms rising. The entry `kinesia render` writes labels that jack unfinished, as the
    /// motion-capture recording of the same segment does, and BlazePose and the engine count three
    /// jacks and one unfinished on the picture, the person stepping back from 1.3× as it begins.
    @Test(.tags(.process), .needsMotionCapture, .timeLimit(.minutes(10))) func aRecordedSegmentCutInsideARepLabelsItUnfinished() throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let video = directory.appendingPathComponent("jacks.mov")
        let render = try KinesiaProcess.run([
            "render", "--exercise", "jumpingJack", "--mocap", "cmu:13_29", "--data", SharedData.root.path,
            "--yaw", "0", "--size", "320x240", "--fps", "15", "--step-back", "1.3", "--threads", "1", "-o", video.path,
        ])
        #expect(render.status == 0, "\(render.errors)")
        let entry = try String(contentsOf: directory.appendingPathComponent("jacks.fixture.yaml"), encoding: .utf8)
        #expect(entry.contains("\n      reps: 3\n"), "\(entry)")
        #expect(entry.contains("\n      unfinished: 1\n"), "\(entry)")
        let count = try KinesiaProcess.run(["count", video.path, "--exercise", "jumpingJack", "--json"])
        #expect(count.status == 0, "\(count.errors)")
        let report = try #require(JSONSerialization.jsonObject(with: Data(count.output.utf8)) as? [String: Any])
        #expect(report["reps"] as? Int == 3)
        #expect(report["unfinished"] as? Int == 1, "\(count.output)")
    }

    /// A set the data does not have, or a variant its movement has not, is a usage error that
    /// names the argument and what it expects, before anything is rendered.
    @Test(.tags(.process), arguments: ["uiprmd:s11-m05-correct", "uiprmd:s01-m02-correct", "uiprmd:s01-m05-incorrect-fast", "uiprmd:s01-m07-correct-fast"])
    func anUnknownRehabilitationSetIsAUsageError(source: String) throws {
        let directory = try scratchDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let render = try KinesiaProcess.run([
            "render", "--exercise", "sitToStand", "--mocap", source, "-o", directory.appendingPathComponent("none.mov").path,
        ])
        #expect(render.status == 2, "\(render.errors)")
        #expect(render.errors.contains("--mocap"), "\(render.errors)")
        #expect(render.errors.contains("uiprmd:SUBJECT-MOVEMENT-correct|incorrect"), "\(render.errors)")
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("none.mov").path))
    }
}
