/// Collects errors while one part of a manifest is read, so that every mistake in a fixture is
/// reported at once and the parts that read cleanly can still be used.
final class ManifestErrorLog {
    private(set) var errors: [ManifestError] = []

    func record(_ error: ManifestError) { errors.append(error) }

    /// The body's value, or nil after recording the error it threw.
    func attempt<Value>(_ body: () throws(ManifestError) -> Value) -> Value? {
        do {
            return try body()
        } catch {
            record(error)
            return nil
        }
    }
}
