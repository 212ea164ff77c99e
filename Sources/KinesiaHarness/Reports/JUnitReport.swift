/// JUnit XML (the Ant schema CI servers read): one `testsuite` per manifest, one `testcase`
/// per fixture. Failed fixtures carry a `failure` with every message, fixtures that could
/// not run an `error`, skipped and quarantined ones `skipped`. Manifest errors are one more
/// testcase with an `error`, so a CI page shows them too.
public enum JUnitReport {
    public static func xml(_ results: RunResults) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        let failures = results.count(.failed), errors = results.count(.error) + (results.errors.isEmpty ? 0 : 1)
        let skipped = results.count(.skipped) + results.count(.quarantined)
        let tests = results.fixtures.count + (results.errors.isEmpty ? 0 : 1)
        let time = results.fixtures.map(\.seconds).reduce(0, +)
        xml += "<testsuites name=\"kinesia\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"\(errors)\" skipped=\"\(skipped)\" time=\"\(seconds(time))\">\n"
        if !results.errors.isEmpty {
            let text = results.errors.map(\.description).joined(separator: "\n")
            xml += "  <testsuite name=\"manifests\" tests=\"1\" failures=\"0\" errors=\"1\" skipped=\"0\" time=\"0\">\n"
            xml += "    <testcase name=\"manifest errors\" classname=\"kinesia\" time=\"0\">\n"
            xml += "      <error message=\"\(attribute(results.errors[0].description))\" type=\"manifest\">\(XMLText.escaped(text))</error>\n"
            xml += "    </testcase>\n  </testsuite>\n"
        }
        for manifest in suiteOrder(results) {
            let cases = results.fixtures.filter { $0.manifest == manifest }
            let count = { (status: FixtureStatus) in cases.filter { $0.status == status }.count }
            xml += "  <testsuite name=\"\(attribute(manifest))\" tests=\"\(cases.count)\" failures=\"\(count(.failed))\" "
                + "errors=\"\(count(.error))\" skipped=\"\(count(.skipped) + count(.quarantined))\" "
                + "time=\"\(seconds(cases.map(\.seconds).reduce(0, +)))\">\n"
            for fixture in cases { xml += testcase(fixture) }
            xml += "  </testsuite>\n"
        }
        return xml + "</testsuites>\n"
    }

    private static func testcase(_ fixture: FixtureResult) -> String {
        var xml = "    <testcase name=\"\(attribute(fixture.id))\" classname=\"\(attribute(fixture.manifest))\" "
            + "file=\"\(attribute(fixture.manifest))\" line=\"\(fixture.line)\" time=\"\(seconds(fixture.seconds))\""
        let details = (fixture.failures.messages + (fixture.failures.isEmpty ? [] : fixture.keypoints.map { [KeypointJointsText.line($0)] } ?? []))
            .joined(separator: "\n")
        let first = fixture.failures.first?.message ?? ""
        // The type names the check that failed first (`count`, `keypoints`, …).
        let type = fixture.failures.first?.check?.rawValue
        switch fixture.status {
        case .passed:
            return xml + "/>\n"
        case .failed:
            xml += ">\n      <failure message=\"\(attribute(first))\" type=\"\(type ?? "failed")\">\(XMLText.escaped(details))</failure>\n"
        case .error:
            xml += ">\n      <error message=\"\(attribute(first))\" type=\"\(type ?? "error")\">\(XMLText.escaped(details))</error>\n"
        case .skipped:
            xml += ">\n      <skipped message=\"\(attribute(first))\"/>\n"
        case .quarantined:
            let note = fixture.quarantine.map { "quarantined: \($0.reason) (\($0.issue))" } ?? "quarantined"
            xml += ">\n      <skipped message=\"\(attribute(note))\"/>\n"
            if !details.isEmpty { xml += "      <system-out>\(XMLText.escaped(details))</system-out>\n" }
        }
        return xml + "    </testcase>\n"
    }

    /// Manifests in the order their first fixture appears.
    private static func suiteOrder(_ results: RunResults) -> [String] {
        var order: [String] = []
        for fixture in results.fixtures where !order.contains(fixture.manifest) { order.append(fixture.manifest) }
        return order
    }

    private static func attribute(_ text: String) -> String { XMLText.escaped(text) }

    private static func seconds(_ value: Double) -> String { NumberText.trimmed(value, places: 3) }
}
