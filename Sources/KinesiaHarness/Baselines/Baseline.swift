import Foundation
import KinesiaMotion
import KinesiaSupport

/// A fixture's calibrated keypoint tolerances (`manifests/baselines/<fixture>.json`, format
/// in manifests/BASELINES.md): per joint, the tolerance, the variance it came from and the
/// provenance. Written only by `kinesia calibrate --write`; read by the runner.
package struct Baseline: Sendable, Hashable, CanonicalDocument {
    package static let format = "kinesia.baseline"
    package static let version = 3
    /// Older files are read too: version 1 joints carry no miss rates, version 1 and 2 no p95
    /// (their tolerances bound the worst frame).
    package static let readableVersions = [1, 2, 3]

    package var fixture: String
    package var method: CalibrationMethod
    /// The perturbations whose spread went into `perturbation`, as `Perturbation.description`.
    package var perturbations: [String]
    package var provenance: BaselineProvenance
    /// In canonical joint order.
    package var joints: [JointBaseline]

    package init(fixture: String, method: CalibrationMethod, perturbations: [String], provenance: BaselineProvenance, joints: [JointBaseline]) {
        self.fixture = fixture
        self.method = method
        self.perturbations = perturbations
        self.provenance = provenance
        self.joints = joints.sorted { $0.joint < $1.joint }
    }

    package func tolerance(for joint: Joint) -> Double? { joints.first { $0.joint == joint }?.tolerance }

    package init(contentsOf url: URL) throws(JSONFileError) {
        self = try JSONFile.read(url, decode: Baseline.init(json:))
    }
}

extension Baseline {
    package var json: JSONValue {
        [
            "format": .string(Self.format),
            "version": .integer(Self.version),
            "fixture": .string(fixture),
            "method": [
                "tolerance": "max(floor, p95 + k * perturbation)",
                "k": .number(method.k),
                "floor": .number(method.floor),
                "allowedMissRate": "missRate + missMargin",
                "missMargin": .number(method.missMargin),
            ],
            "perturbations": .array(perturbations.map(JSONValue.string)),
            "provenance": provenance.json,
            "joints": .object(joints.map { JSONMember($0.joint.rawValue, $0.json) }),
        ]
    }

    /// The members besides `format` and `version`.
    static let jsonKeys: JSONKeys = ["fixture", "method", "perturbations", "provenance", "joints"]

    package init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONObjectReader.document(json, format: Self.format, versions: Self.readableVersions, keys: Self.jsonKeys)
        let method = try fields.object(
            "method", keys: JSONKeys(["tolerance", "k", "floor"]).adding(["allowedMissRate", "missMargin"], since: 2))
        // The formulas are written for a reader of the file; the code has its own.
        _ = try method.optionalString("tolerance")
        _ = try method.optionalString("allowedMissRate")
        let joints = try fields.openObject("joints")
        var jointBaselines: [JointBaseline] = []
        for member in joints.members {
            let path = joints.path(of: member.key)
            let joint = try Joint(key: member.key, at: path)
            jointBaselines.append(try JointBaseline(joint: joint, fields: JSONObjectReader(member.value, at: path, keys: JointBaseline.jsonKeys, version: fields.version)))
        }
        self.init(
            fixture: try fields.string("fixture"),
            method: CalibrationMethod(
                k: try method.double("k"), floor: try method.double("floor"),
                missMargin: try method.optionalDouble("missMargin") ?? CalibrationMethod.defaultMissMargin),
            perturbations: try fields.strings("perturbations"),
            provenance: try BaselineProvenance(fields: fields.object("provenance", keys: BaselineProvenance.jsonKeys)),
            joints: jointBaselines)
    }
}
