import Foundation
import KinesiaMotion
import KinesiaSupport

/// A video fixture's pinned poses and what may move them (`pins/<id>.json` beside the
/// manifest, format in manifests/BASELINES.md): the poses its pipeline accepted when it was
/// calibrated, in a recording pinned by digest, and per joint the regression tolerance the
/// perturbations' spread gives. Written only by `kinesia calibrate --write`; the runner fails a
/// video whose poses moved further (`FixtureCheck.regression`).
package struct PosePin: Sendable, Hashable, CanonicalDocument {
    package static let format = "kinesia.pin"
    package static let version = 1

    package var fixture: String
    package var method: RegressionMethod
    /// The perturbations whose spread set the tolerances, as `Perturbation.description`.
    package var perturbations: [String]
    package var provenance: BaselineProvenance
    /// The pinned recording, relative to this file's folder.
    package var poses: BaselineProvenance.FileDigest
    /// In canonical joint order: every joint any calibration run reported.
    package var joints: [JointRegression]

    package init(
        fixture: String, method: RegressionMethod, perturbations: [String], provenance: BaselineProvenance,
        poses: BaselineProvenance.FileDigest, joints: [JointRegression]
    ) {
        self.fixture = fixture
        self.method = method
        self.perturbations = perturbations
        self.provenance = provenance
        self.poses = poses
        self.joints = joints.sorted { $0.joint < $1.joint }
    }

    package init(contentsOf url: URL) throws(JSONFileError) {
        self = try JSONFile.read(url, decode: PosePin.init(json:))
    }
}

extension PosePin {
    package var json: JSONValue {
        [
            "format": .string(Self.format),
            "version": .integer(Self.version),
            "fixture": .string(fixture),
            "method": [
                "tolerance": "k * spread + floor",
                "k": .number(method.k),
                "floor": .number(method.floor),
                "allowedFlipRate": "flipRate + flipMargin",
                "flipMargin": .number(method.flipMargin),
            ],
            "perturbations": .array(perturbations.map(JSONValue.string)),
            "provenance": provenance.json,
            "poses": poses.json,
            "joints": .object(joints.map { JSONMember($0.joint.rawValue, $0.json) }),
        ]
    }

    static let jsonKeys: JSONKeys = ["fixture", "method", "perturbations", "provenance", "poses", "joints"]

    package init(json: JSONValue) throws(JSONContentError) {
        let fields = try JSONObjectReader.document(json, format: Self.format, versions: [Self.version], keys: Self.jsonKeys)
        let method = try fields.object("method", keys: ["tolerance", "k", "floor", "allowedFlipRate", "flipMargin"])
        // The formulas are written for a reader of the file; the code has its own.
        _ = try method.optionalString("tolerance")
        _ = try method.optionalString("allowedFlipRate")
        let joints = try fields.openObject("joints")
        var regressions: [JointRegression] = []
        for member in joints.members {
            let path = joints.path(of: member.key)
            regressions.append(try JointRegression(
                joint: try Joint(key: member.key, at: path), fields: JSONObjectReader(member.value, at: path, keys: JointRegression.jsonKeys)))
        }
        self.init(
            fixture: try fields.string("fixture"),
            method: RegressionMethod(k: try method.double("k"), floor: try method.double("floor"), flipMargin: try method.double("flipMargin")),
            perturbations: try fields.strings("perturbations"),
            provenance: try BaselineProvenance(fields: fields.object("provenance", keys: BaselineProvenance.jsonKeys)),
            poses: try BaselineProvenance.FileDigest(fields: fields.object("poses", keys: BaselineProvenance.FileDigest.jsonKeys)),
            joints: regressions)
    }
}
