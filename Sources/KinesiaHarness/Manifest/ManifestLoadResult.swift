/// A manifest that parsed, with the fixtures that read cleanly, and every error in the rest.
/// The runner runs the fixtures and reports the errors (exit 2) rather than stopping at one.
public struct ManifestLoadResult: Sendable, Hashable {
    public var manifest: Manifest
    public var errors: [ManifestError]

    public init(manifest: Manifest, errors: [ManifestError]) {
        self.manifest = manifest
        self.errors = errors
    }
}
