import Foundation
import KinesiaManifest

/// Where a fixture's keypoint baseline is kept: the file its `tolerances.baseline` names, else
/// `baselines/<id>.json`, relative to the manifest's folder. `kinesia calibrate` writes there
/// and `kinesia fixture add` names it in a new entry, so the spelling lives here once.
public enum BaselineLocation {
    /// The file a new fixture's entry names: `baselines/<id>.json`.
    public static func relative(id: String) -> String { "baselines/\(id).json" }

    /// The file the fixture names, or else the default one for its id.
    public static func relative(for fixture: Fixture) -> String {
        if case .baseline(let path, _)? = fixture.tolerances.keypoints { return path }
        return relative(id: fixture.id)
    }

    /// `relative(for:)` joined to the manifest's folder, as the user gave the manifest's path.
    public static func path(for fixture: Fixture, manifest: String) -> String {
        let relative = relative(for: fixture)
        let folder = (manifest as NSString).deletingLastPathComponent
        return folder.isEmpty ? relative : folder + "/" + relative
    }
}
