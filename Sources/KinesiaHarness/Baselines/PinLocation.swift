import Foundation

/// Where a video fixture's pin is kept: `pins/<id>.json` beside the manifest, its pinned
/// poses `pins/<id>.poses.json` next to it. `kinesia calibrate --write` writes both, the
/// runner reads them, so the spelling lives here once.
package enum PinLocation {
    package static func relative(id: String) -> String { "pins/\(id).json" }

    /// The pinned poses' file name, as the pin names it (relative to the pin's folder).
    package static func posesFile(id: String) -> String { "\(id).poses.json" }

    /// `relative(id:)` joined to the manifest's folder, as the user gave the manifest's path.
    package static func path(id: String, manifest: String) -> String {
        let folder = (manifest as NSString).deletingLastPathComponent
        return folder.isEmpty ? relative(id: id) : folder + "/" + relative(id: id)
    }
}
