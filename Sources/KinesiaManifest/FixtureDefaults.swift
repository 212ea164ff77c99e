/// The `defaults:` mapping: values every fixture gets unless it sets its own.
struct FixtureDefaults {
    static let keys = ["root", "runs", "maxFrameRate", "smoothing", "tolerances"]

    var root: String?
    var runs: Int?
    var maxFrameRate: Double?
    var smoothing: Double?
    var tolerances = ToleranceSettings()

    init() {}

    /// Reads what it can; each broken entry is logged and left at the built-in default.
    init(_ field: ManifestField, rootNames: [String], log: ManifestErrorLog) {
        guard let mapping = log.attempt({ () throws(ManifestError) in try field.mapping(knownKeys: Self.keys, log: log) })
        else { return }
        root = log.attempt { () throws(ManifestError) in try mapping["root"]?.oneOf(rootNames, kind: "fixture root") }.flatMap { $0 }
        runs = log.attempt { () throws(ManifestError) in try mapping["runs"]?.int(in: ManifestRanges.runs) }.flatMap { $0 }
        maxFrameRate = log.attempt { () throws(ManifestError) in try mapping["maxFrameRate"]?.number(in: ManifestRanges.maxFrameRate) }.flatMap { $0 }
        smoothing = log.attempt { () throws(ManifestError) in try mapping["smoothing"].map(Self.smoothing) }.flatMap { $0 }
        if let tolerancesField = mapping["tolerances"], let settings = ToleranceSettings(tolerancesField, inDefaults: true, log: log) {
            tolerances = settings
        }
    }

    /// The engine's smoothing factor: 1 turns smoothing off, smaller values smooth more.
    static func smoothing(_ field: ManifestField) throws(ManifestError) -> Double {
        try field.number(in: ManifestRanges.smoothing)
    }
}
