import KinesiaMotion
import KinesiaSupport

/// Turns one entry of `fixtures:` into a `Fixture`, or into every error it contains.
struct FixtureDecoder {
    static let keys = [
        "id", "source", "exercise", "side", "camera", "footage", "tags", "labels", "tolerances", "runs",
        "maxFrameRate", "smoothing", "quarantine",
    ]

    let defaults: FixtureDefaults
    let rootNames: [String]
    let vocabulary: ManifestVocabulary

    /// The fixture, or nil when anything in it was wrong; give each fixture its own log so
    /// the log holds exactly that fixture's errors.
    func decode(_ field: ManifestField, log: ManifestErrorLog) -> Fixture? {
        let fixture = read(field, log: log)
        return log.errors.isEmpty ? fixture : nil
    }

    private func read(_ field: ManifestField, log: ManifestErrorLog) -> Fixture? {
        guard let mapping = log.attempt({ () throws(ManifestError) in try field.mapping(knownKeys: Self.keys, log: log) })
        else { return nil }
        let id = log.attempt { () throws(ManifestError) in try Self.id(mapping.required("id")) }
        let source = log.attempt { () throws(ManifestError) in try readSource(mapping.required("source"), log: log) }
        let exercise = log.attempt { () throws(ManifestError) in try vocabulary.exercise(mapping.required("exercise")) }
        let side = log.attempt { () throws(ManifestError) in try vocabulary.side(mapping.required("side")) }
        let camera = mapping["camera"].map { readCamera($0, log: log) } ?? CameraTags()
        let footage = log.attempt { () throws(ManifestError) in try mapping["footage"]?.choice(Footage.self, kind: "footage") }
        let tags = log.attempt { () throws(ManifestError) in try mapping["tags"]?.list().map { (tag) throws(ManifestError) in try tag.nonEmptyString() } ?? [] }
        let labels = log.attempt { () throws(ManifestError) in try readLabels(mapping.required("labels"), log: log) }
        let settings = mapping["tolerances"].map { ToleranceSettings($0, log: log) } ?? ToleranceSettings()
        let runs = log.attempt { () throws(ManifestError) in
            try mapping["runs"]?.int(in: ManifestRanges.runs) ?? defaults.runs ?? Fixture.defaultRuns
        }
        let maxFrameRate = log.attempt { () throws(ManifestError) in try mapping["maxFrameRate"]?.number(in: ManifestRanges.maxFrameRate) }
        let smoothing = log.attempt { () throws(ManifestError) in try mapping["smoothing"].map(FixtureDefaults.smoothing) }
        let quarantine = log.attempt { () throws(ManifestError) in try mapping["quarantine"].map { (field) throws(ManifestError) in try readQuarantine(field, log: log) } }
        guard let id, let source, let exercise, let side, let footage, let tags, let labels, let settings, let runs,
              let maxFrameRate, let smoothing, let quarantine
        else { return nil }
        let tolerances = settings.over(defaults.tolerances).tolerances
        checkLabelsHaveTolerances(mapping, labels: labels, tolerances: tolerances, log: log)
        return Fixture(
            id: id, source: source, exercise: exercise, side: side, camera: camera, footage: footage, tags: tags, labels: labels,
            tolerances: tolerances, runs: runs, maxFrameRate: maxFrameRate ?? defaults.maxFrameRate,
            smoothing: smoothing ?? defaults.smoothing, quarantine: quarantine, mark: field.node.mark)
    }

    /// Ids name results, JUnit cases and shards: letters, digits, `.`, `_` and `-` only.
    static func id(_ field: ManifestField) throws(ManifestError) -> String {
        let id = try field.nonEmptyString()
        let allowed = id.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || ".-_".contains($0)) }
        guard allowed else { throw field.error("\(field.name) may hold only letters, digits, `.`, `_` and `-`, found \(EchoedText.quoted(id))") }
        return id
    }

    private func readSource(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> FixtureSource {
        let mapping = try field.mapping(knownKeys: ["video", "recording", "root", "sha256"], log: log)
        let kinds = FixtureSource.Kind.allCases.filter { mapping[$0.rawValue] != nil }
        guard let kind = kinds.first else { throw field.error("\(field.name) needs `video` or `recording`") }
        if kinds.count > 1 {
            let later = kinds.compactMap { mapping.keyMark($0.rawValue) }.max()
            throw ManifestError(file: field.file, mark: later, message: "\(field.name) has both `video` and `recording`; a fixture has one source")
        }
        return FixtureSource(kind: kind, file: try file(mapping, pathKey: kind.rawValue))
    }

    /// A file under a root: `<pathKey>: relative/path`, optional `root:` and a `sha256:`.
    private func file(_ mapping: ManifestMapping, pathKey: String) throws(ManifestError) -> FixtureFile {
        let pathField = try mapping.required(pathKey)
        let path = try pathField.relativePath(inside: "its root")
        let root: String
        if let rootField = mapping["root"] {
            root = try rootField.oneOf(rootNames, kind: "fixture root")
        } else if let defaultRoot = defaults.root {
            root = defaultRoot
        } else {
            throw mapping.field.error("missing required key `root` in \(mapping.field.name) (and `defaults.root` is not set)")
        }
        let shaField = try mapping.required("sha256")
        let sha256 = try shaField.string().lowercased()
        guard sha256.utf8.count == 64, sha256.allSatisfy(\.isHexDigit) else {
            throw shaField.error("\(shaField.name) must be 64 hexadecimal digits (`sha256sum FILE`), found \(EchoedText.quoted(sha256))")
        }
        return FixtureFile(root: root, path: path, sha256: sha256, pathMark: pathField.node.mark, sha256Mark: shaField.node.mark)
    }

    private func readCamera(_ field: ManifestField, log: ManifestErrorLog) -> CameraTags {
        guard let mapping = log.attempt({ () throws(ManifestError) in
            try field.mapping(knownKeys: ["angle", "height", "lens", "mirrored", "lighting"], log: log)
        }) else { return CameraTags() }
        var camera = CameraTags()
        camera.angle = log.attempt { () throws(ManifestError) in try mapping["angle"]?.choice(CameraTags.Angle.self, kind: "camera angle") } ?? nil
        camera.height = log.attempt { () throws(ManifestError) in try mapping["height"]?.choice(CameraTags.Height.self, kind: "camera height") } ?? nil
        camera.lens = log.attempt { () throws(ManifestError) in try mapping["lens"]?.choice(CameraTags.Lens.self, kind: "lens") } ?? nil
        camera.mirrored = (log.attempt { () throws(ManifestError) in try mapping["mirrored"]?.bool() } ?? nil) ?? false
        camera.lighting = log.attempt { () throws(ManifestError) in try mapping["lighting"]?.choice(CameraTags.Lighting.self, kind: "lighting") } ?? nil
        return camera
    }

    private func readLabels(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> Labels {
        let mapping = try field.mapping(
            knownKeys: ["reps", "times", "peaks", "verdicts", "unfinished", "unfinishedTimes", "keypoints", "band", "frames", "unseen"], log: log)
        let reps = try mapping.required("reps").int(in: ManifestRanges.reps)
        let unfinished = try mapping["unfinished"]?.int(in: ManifestRanges.reps) ?? 0
        var labels = Labels(reps: reps, unfinished: unfinished)
        labels.times = try mapping["times"].map { (times) throws(ManifestError) in try Self.times(times, count: reps, countKey: "reps") }
        labels.peaks = try mapping["peaks"].map { (peaks) throws(ManifestError) in
            try Self.perRep(peaks, count: reps, countKey: "reps").map { (peak) throws(ManifestError) in try peak.number(in: ManifestRanges.angle) }
        }
        labels.verdicts = try mapping["verdicts"].map { (verdicts) throws(ManifestError) in
            try Self.perRep(verdicts, count: reps, countKey: "reps").map { (verdict) throws(ManifestError) in try verdict.nonEmptyString() }
        }
        labels.unfinishedTimes = try mapping["unfinishedTimes"].map { (times) throws(ManifestError) in
            try Self.times(times, count: unfinished, countKey: "unfinished")
        }
        labels.keypoints = try mapping["keypoints"].map { (keypoints) throws(ManifestError) in try self.keypoints(keypoints, log: log) }
        labels.band = try mapping["band"].map { (band) throws(ManifestError) in try Self.band(band, log: log) }
        labels.frames = try mapping["frames"]?.int(in: ManifestRanges.frames)
        labels.unseen = try mapping["unseen"].map { (unseen) throws(ManifestError) in try UnseenLabel.list(unseen, log: log) }
        return labels
    }

    /// `{of: range|peak, from: DEGREES, to: DEGREES}`, `from` below `to`.
    private static func band(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> RepBand {
        let mapping = try field.mapping(knownKeys: ["of", "from", "to"], log: log)
        let quantity = try mapping.required("of").choice(RepBand.Quantity.self, kind: "banded quantity")
        let lower = try mapping.required("from").number(in: ManifestRanges.angle)
        let upperField = try mapping.required("to")
        let upper = try upperField.number(in: ManifestRanges.angle)
        guard lower < upper else { throw upperField.error("\(upperField.name) must be above `\(field.path).from` (\(NumberText.degrees(lower))), found \(NumberText.degrees(upper))") }
        return RepBand(quantity: quantity, lower: lower, upper: upper)
    }

    /// A list with one entry per labelled rep.
    private static func perRep(_ field: ManifestField, count: Int, countKey: String) throws(ManifestError) -> [ManifestField] {
        let items = try field.list()
        guard items.count == count else {
            let countPath = field.path.split(separator: ".").dropLast().joined(separator: ".") + ".\(countKey)"
            throw field.error("\(field.name) has \(items.count) entries but `\(countPath)` is \(count)")
        }
        return items
    }

    /// Per-rep times: seconds, not negative, in order.
    private static func times(_ field: ManifestField, count: Int, countKey: String) throws(ManifestError) -> [Double] {
        var times: [Double] = []
        for item in try perRep(field, count: count, countKey: countKey) {
            let time = try item.number(in: ManifestRanges.seconds)
            if let previous = times.last, time < previous {
                throw item.error("\(item.name) (\(time) s) is earlier than the entry before it (\(previous) s)")
            }
            times.append(time)
        }
        return times
    }

    private func keypoints(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> KeypointLabels {
        let mapping = try field.mapping(knownKeys: ["recording", "root", "sha256", "frames"], log: log)
        switch (mapping["recording"], mapping["frames"]) {
        case (.some, .some):
            throw field.error("\(field.name) has both `recording` and `frames`; give one")
        case (.some, nil):
            return .recording(try file(mapping, pathKey: "recording"))
        case (nil, .some(let frames)):
            var labelled: [LabelledFrame] = []
            for frame in try frames.list() { labelled.append(try labelledFrame(frame, log: log)) }
            return .frames(labelled)
        case (nil, nil):
            throw field.error("\(field.name) needs `recording` (a reference recording) or `frames` (labelled frames)")
        }
    }

    /// `{t: 1.5, points: {leftKnee: [x, y], rightKnee: [x, y, confidence]}}`, as in recordings.
    private func labelledFrame(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> LabelledFrame {
        let mapping = try field.mapping(knownKeys: ["t", "points"], log: log)
        let time = try mapping.required("t").number(in: ManifestRanges.seconds)
        let pointsField = try mapping.required("points")
        let pointsMapping = try pointsField.mapping(knownKeys: Joint.allCases.map(\.rawValue), log: log)
        var points: [Joint: PosePoint] = [:]
        for key in pointsMapping.keys {
            guard let joint = Joint(rawValue: key) else { continue }  // logged as an unknown key
            let point = try pointsMapping.required(key)
            let items = try point.list()
            guard items.count == 2 || items.count == 3 else {
                throw point.error("\(point.name) must be [x, y] or [x, y, confidence], found \(items.count) numbers")
            }
            var values: [Double] = []
            for (index, item) in items.enumerated() {
                values.append(try item.number(in: index < 2 ? ManifestRanges.coordinate : ManifestRanges.confidence))
            }
            points[joint] = PosePoint(x: values[0], y: values[1], confidence: values.count == 3 ? values[2] : 1)
        }
        return LabelledFrame(time: time, points: points, mark: field.node.mark)
    }

    private func readQuarantine(_ field: ManifestField, log: ManifestErrorLog) throws(ManifestError) -> Quarantine {
        let mapping = try field.mapping(knownKeys: ["reason", "issue"], log: log)
        let reason = try mapping.required("reason").nonEmptyString()
        let issueField = try mapping.required("issue")
        let issue = try issueField.nonEmptyString()
        let isNumber = issue.hasPrefix("#") && issue.count > 1 && issue.dropFirst().allSatisfy(\.isASCII) && Int(issue.dropFirst()) != nil
        guard isNumber || issue.hasPrefix("https://") || issue.hasPrefix("http://") else {
            throw issueField.error("\(issueField.name) must link the tracking issue (https://… or #123), found \"\(issue)\"")
        }
        return Quarantine(reason: reason, issue: issue)
    }

    /// Labels that no tolerance can judge would make an assertion that cannot fail.
    private func checkLabelsHaveTolerances(_ mapping: ManifestMapping, labels: Labels, tolerances: Tolerances, log: ManifestErrorLog) {
        guard let labelsField = mapping["labels"],
              case .mapping(let labelsMapping) = labelsField.node.content
        else { return }
        if labels.peaks != nil, tolerances.peak == nil, let mark = labelsMapping["peaks"]?.keyMark {
            log.record(ManifestError(
                file: labelsField.file, mark: mark,
                message: "`\(labelsField.path).peaks` needs `tolerances.peak` (in the fixture or in `defaults`)"))
        }
        if labels.keypoints != nil, tolerances.keypoints == nil, let mark = labelsMapping["keypoints"]?.keyMark {
            log.record(ManifestError(
                file: labelsField.file, mark: mark,
                message: "`\(labelsField.path).keypoints` needs `tolerances.keypoint`, `tolerances.joints` or `tolerances.baseline`"))
        }
    }
}
