import Foundation
import KinesiaMotion
import KinesiaSupport

/// A fixture's calibrated keypoint tolerances (`manifests/baselines/<fixture>.json`, format
/// in manifests/BASELINES.md): per joint, the tolerance, the variance it came from and the
/// provenance. Written only by `kinesia calibrate --write`; read by the runner.
public struct Baseline: Sendable, Hashable {
    public static let format = "kinesia.baseline"
    public static let version = 1

    public var fixture: String
    public var method: CalibrationMethod
    /// The perturbations whose spread went into `perturbation`, as `Perturbation.description`.
    public var perturbations: [String]
    public var provenance: BaselineProvenance
    /// In canonical joint order.
    public var joints: [JointBaseline]

    public init(fixture: String, method: CalibrationMethod, perturbations: [String], provenance: BaselineProvenance, joints: [JointBaseline]) {
        self.fixture = fixture
        self.method = method
        self.perturbations = perturbations
        self.provenance = provenance
        self.joints = joints.sorted { $0.joint < $1.joint }
    }

    public func tolerance(for joint: Joint) -> Double? { joints.first { $0.joint == joint }?.tolerance }

    public init(contentsOf url: URL) throws(JSONFileError) {
        self = try JSONFile.read(url, decode: Baseline.init(json:))
    }

    /// The canonical text: pretty, fixed key order, variance components to 10⁻⁶ and
    /// tolerances on their 10⁻⁴ step, so an unchanged calibration writes unchanged bytes but
    /// for the date.
    public func text() throws(JSONContentError) -> String {
        try JSONWriter(style: .pretty).text(for: json) + "\n"
    }

    public func write(to url: URL) throws(JSONFileError) {
        let text: String
        do { text = try self.text() } catch { throw JSONFileError(file: url.relativePath, .content(error)) }
        try JSONFile.write(text, to: url)
    }
}

extension Baseline {
    private static func rounded(_ value: Double) -> JSONValue { .number(JointBaseline.recorded(value)) }

    private static func digest(_ file: BaselineProvenance.FileDigest) -> JSONValue {
        ["file": .string(file.file), "sha256": .string(file.sha256)]
    }

    public var json: JSONValue {
        [
            "format": .string(Self.format),
            "version": .integer(Self.version),
            "fixture": .string(fixture),
            "method": [
                "tolerance": "max(floor, k * total + systematic, worst)",
                "k": .number(method.k),
                "floor": .number(method.floor),
            ],
            "perturbations": .array(perturbations.map(JSONValue.string)),
            "provenance": [
                "command": .string(provenance.command),
                "date": .string(provenance.date),
                "runtime": .string(provenance.runtime),
                "cpu": .string(provenance.cpu),
                "instructionSets": .array(provenance.instructionSets.map(JSONValue.string)),
                "decoderThreads": provenance.decoderThreads.map(JSONValue.integer) ?? .null,
                "estimatorThreads": provenance.estimatorThreads.map(JSONValue.integer) ?? .null,
                "source": Self.digest(provenance.source),
                "models": .array(provenance.models.map(Self.digest)),
            ],
            "joints": .object(joints.map { joint in
                JSONMember(joint.joint.rawValue, [
                    "tolerance": .number(joint.tolerance),
                    "bound": .string(joint.bound.rawValue),
                    "jitter": Self.rounded(joint.jitter),
                    "perturbation": Self.rounded(joint.perturbation),
                    "total": Self.rounded(joint.total),
                    "systematic": Self.rounded(joint.systematic),
                    "worst": Self.rounded(joint.worst),
                    "frames": .integer(joint.frames),
                ])
            }),
        ]
    }

    /// The members besides `format` and `version`.
    static let jsonKeys: JSONKeys = ["fixture", "method", "perturbations", "provenance", "joints"]

    public init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONObjectReader.document(json, format: Self.format, versions: [Self.version], keys: Self.jsonKeys)
        let method = try fields.object("method", keys: ["tolerance", "k", "floor"])
        // The formula is written for a reader of the file; the code has its own.
        _ = try method.optionalString("tolerance")
        let joints = try fields.openObject("joints")
        var jointBaselines: [JointBaseline] = []
        for member in joints.members {
            let path = joints.path(of: member.key)
            let joint = try Joint(key: member.key, at: path)
            jointBaselines.append(try JointBaseline(joint: joint, fields: JSONObjectReader(member.value, at: path, keys: JointBaseline.jsonKeys)))
        }
        self.init(
            fixture: try fields.string("fixture"),
            method: CalibrationMethod(k: try method.double("k"), floor: try method.double("floor")),
            perturbations: try fields.strings("perturbations"),
            provenance: try BaselineProvenance(fields: fields.object("provenance", keys: BaselineProvenance.jsonKeys)),
            joints: jointBaselines)
    }
}

extension BaselineProvenance {
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
    static let jsonKeys: JSONKeys = ["file", "sha256"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(file: try fields.string("file"), sha256: try fields.string("sha256"))
    }
}

extension JointBaseline {
    static let jsonKeys: JSONKeys = ["tolerance", "bound", "jitter", "perturbation", "total", "systematic", "worst", "frames"]

    init(joint: Joint, fields: JSONObjectReader) throws(JSONContentError) {
        let tolerance = try fields.double("tolerance")
        guard tolerance > 0 else { throw JSONContentError(fields.path(of: "tolerance"), .invalid("a tolerance must be above 0")) }
        self.init(
            joint: joint, tolerance: tolerance, bound: try fields.choice("bound", as: CalibrationMethod.Bound.self),
            jitter: try fields.double("jitter"), perturbation: try fields.double("perturbation"), total: try fields.double("total"),
            systematic: try fields.double("systematic"), worst: try fields.double("worst"), frames: try fields.int("frames"))
    }
}
