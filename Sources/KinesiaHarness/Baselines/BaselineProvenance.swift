import Foundation
import KinesiaMotion
import KinesiaSupport

/// Where a baseline's numbers came from: enough to tell whether they still apply (another
/// model, runtime, CPU or thread count can move keypoints).
package struct BaselineProvenance: Sendable, Hashable {
    package struct FileDigest: Sendable, Hashable {
        package var file: String
        package var sha256: String

        package init(file: String, sha256: String) {
            self.file = file
            self.sha256 = sha256
        }
    }

    /// The command line that calibrated.
    package var command: String
    /// UTC, ISO 8601.
    package var date: String
    /// The inference runtime and its version, or `none` for a recording (no model ran).
    package var runtime: String
    package var cpu: String
    /// The SIMD instruction sets of /proc/cpuinfo's flags that inference kernels choose by.
    package var instructionSets: [String]
    /// Video only: the decoder and estimator threads of the unperturbed run.
    package var decoderThreads: Int?
    package var estimatorThreads: Int?
    /// The fixture's source file and, for a video, the pose models.
    package var source: FileDigest
    package var models: [FileDigest]

    package init(
        command: String, date: String, runtime: String, cpu: String, instructionSets: [String], decoderThreads: Int?,
        estimatorThreads: Int?, source: FileDigest, models: [FileDigest]
    ) {
        self.command = command
        self.date = date
        self.runtime = runtime
        self.cpu = cpu
        self.instructionSets = instructionSets
        self.decoderThreads = decoderThreads
        self.estimatorThreads = estimatorThreads
        self.source = source
        self.models = models
    }

    /// The instruction-set flags recorded, in this order, when /proc/cpuinfo lists them.
    static let instructionSetFlags = [
        "sse4_1", "sse4_2", "avx", "avx2", "fma", "f16c", "avx512f", "avx512bw", "avx512vl", "avx512dq", "avx512_vnni",
        "avx512_bf16", "avx_vnni", "amx_bf16", "amx_int8", "asimd", "sve",
    ]

    /// This machine's CPU model and instruction sets.
    static func cpu() -> (model: String, instructionSets: [String]) {
        let info = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let lines = info.split(separator: "\n")
        func value(_ key: String) -> String? {
            lines.first { $0.hasPrefix(key) }.flatMap { $0.split(separator: ":", maxSplits: 1).last }
                .map { $0.trimmingCharacters(in: .whitespaces) }
        }
        let flags = Set((value("flags") ?? value("Features") ?? "").split(separator: " ").map(String.init))
        return (value("model name") ?? "unknown", instructionSetFlags.filter(flags.contains))
    }

    /// The installed OpenVINO version, from its pkg-config file (scripts/install-pose-runtime.sh).
    static func openVINOVersion() -> String {
        for folder in ["/usr/local/lib/pkgconfig", "/usr/local/lib64/pkgconfig", "/usr/lib/pkgconfig"] {
            guard let text = try? String(contentsOfFile: folder + "/openvino_c.pc", encoding: .utf8) else { continue }
            if let line = text.split(separator: "\n").first(where: { $0.hasPrefix("Version:") }) {
                return "OpenVINO " + line.dropFirst("Version:".count).trimmingCharacters(in: .whitespaces)
            }
        }
        return "OpenVINO (version unknown)"
    }
}

// As a baseline file writes it (manifests/BASELINES.md).
extension BaselineProvenance {
    var json: JSONValue {
        [
            "command": .string(command),
            "date": .string(date),
            "runtime": .string(runtime),
            "cpu": .string(cpu),
            "instructionSets": .array(instructionSets.map(JSONValue.string)),
            "decoderThreads": decoderThreads.map(JSONValue.integer) ?? .null,
            "estimatorThreads": estimatorThreads.map(JSONValue.integer) ?? .null,
            "source": source.json,
            "models": .array(models.map(\.json)),
        ]
    }

    static let jsonKeys: JSONKeys = [
        "command", "date", "runtime", "cpu", "instructionSets", "decoderThreads", "estimatorThreads", "source", "models",
    ]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        var models: [FileDigest] = []
        for model in try fields.objects("models", keys: FileDigest.jsonKeys) { models.append(try FileDigest(fields: model)) }
        self.init(
            command: try fields.string("command"), date: try fields.string("date"), runtime: try fields.string("runtime"),
            cpu: try fields.string("cpu"), instructionSets: try fields.strings("instructionSets"),
            decoderThreads: try fields.optionalInt("decoderThreads"), estimatorThreads: try fields.optionalInt("estimatorThreads"),
            source: try FileDigest(fields: fields.object("source", keys: FileDigest.jsonKeys)), models: models)
    }
}

extension BaselineProvenance.FileDigest {
    var json: JSONValue { ["file": .string(file), "sha256": .string(sha256)] }

    static let jsonKeys: JSONKeys = ["file", "sha256"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(file: try fields.string("file"), sha256: try fields.string("sha256"))
    }
}
