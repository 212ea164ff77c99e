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

    public init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONFields(json)
        try fields.requireHeader(format: Self.format, version: Self.version)
        let method = try fields.object("method")
        let provenance = try fields.object("provenance")
        func digest(_ fields: JSONFields) throws(JSONContentError) -> BaselineProvenance.FileDigest {
            BaselineProvenance.FileDigest(file: try fields.string("file"), sha256: try fields.string("sha256"))
        }
        var models: [BaselineProvenance.FileDigest] = []
        for model in try provenance.objects("models") { models.append(try digest(model)) }
        let jointsFields = try fields.object("joints")
        var joints: [JointBaseline] = []
        for member in jointsFields.value.members ?? [] {
            let path = jointsFields.path.appending(key: member.key)
            guard let joint = Joint(rawValue: member.key) else { throw JSONContentError(path, .invalid("unknown joint \"\(member.key)\"")) }
            let values = try JSONFields(member.value, at: path)
            let tolerance = try values.double("tolerance")
            guard tolerance > 0 else { throw JSONContentError(path.appending(key: "tolerance"), .invalid("a tolerance must be above 0")) }
            joints.append(JointBaseline(
                joint: joint, tolerance: tolerance, bound: try values.choice("bound", as: CalibrationMethod.Bound.self),
                jitter: try values.double("jitter"), perturbation: try values.double("perturbation"), total: try values.double("total"),
                systematic: try values.double("systematic"), worst: try values.double("worst"), frames: try values.int("frames")))
        }
        self.init(
            fixture: try fields.string("fixture"),
            method: CalibrationMethod(k: try method.double("k"), floor: try method.double("floor")),
            perturbations: try fields.strings("perturbations"),
            provenance: BaselineProvenance(
                command: try provenance.string("command"), date: try provenance.string("date"),
                runtime: try provenance.string("runtime"), cpu: try provenance.string("cpu"),
                instructionSets: try provenance.strings("instructionSets"),
                decoderThreads: try provenance.optionalInt("decoderThreads"),
                estimatorThreads: try provenance.optionalInt("estimatorThreads"),
                source: try digest(provenance.object("source")), models: models),
            joints: joints)
    }
}
