import KinesiaSupport

/// Summary keypoint accuracy of one fixture, over every (matched labelled frame, joint)
/// pair where both the label and the pipeline have the joint. Definitions (they differ
/// across the literature, so the report states them too):
/// - `meanError`: mean Euclidean distance in normalized image coordinates (x over the
///   width, y over the height, as the rest of the harness measures);
/// - `pck`: the fraction of pairs within 0.2 × the fixture's torso size, its body scale: the
///   truth's median shoulder-midpoint-to-hip-midpoint length (`ToleranceCap.bodyScale`, also
///   `KeypointReport.bodyScale`); nil when the truth never labels the torso;
/// - `oks`: the mean over frames of an OKS-style score, `Σ exp(−d² / (2 s² k²)) / n` over the
///   frame's compared joints, with `s` the torso size and `k` COCO's per-joint constant
///   (`KeypointConstants`).
public struct KeypointAccuracy: Sendable, Hashable {
    public var meanError: Double
    public var pck: Double?
    public var oks: Double?
    /// Pairs compared, and those with a torso size (for `pck` and `oks`): all of them, or none
    /// when the truth never labels the torso.
    public var pairs: Int
    public var pairsWithTorso: Int

    public init(meanError: Double, pck: Double?, oks: Double?, pairs: Int, pairsWithTorso: Int) {
        self.meanError = meanError
        self.pck = pck
        self.oks = oks
        self.pairs = pairs
        self.pairsWithTorso = pairsWithTorso
    }
}

// As results.json writes it (manifests/RESULTS.md).
extension KeypointAccuracy {
    var json: JSONValue {
        [
            "meanError": .number(meanError), "pck": JSONValue(pck), "oks": JSONValue(oks), "pairs": .integer(pairs),
            "pairsWithTorso": .integer(pairsWithTorso),
        ]
    }

    static let jsonKeys: JSONKeys = ["meanError", "pck", "oks", "pairs", "pairsWithTorso"]

    init(fields: JSONObjectReader) throws(JSONContentError) {
        self.init(
            meanError: try fields.double("meanError"), pck: try fields.optionalDouble("pck"), oks: try fields.optionalDouble("oks"),
            pairs: try fields.int("pairs"), pairsWithTorso: try fields.int("pairsWithTorso"))
    }
}
