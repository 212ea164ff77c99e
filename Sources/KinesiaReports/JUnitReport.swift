import KinesiaResults
import KinesiaSupport

/// JUnit XML (the Ant schema CI servers read): one `testsuite` per manifest, one `testcase`
/// per fixture. Failed fixtures carry a `failure` with every message, fixtures that could
/// not run an `error`, skipped and quarantined ones `skipped`. Manifest errors are one more
/// testcase with an `error`, so a CI page shows them too. A fixture that counted reps carries
/// its smallest margin to a limit its count depends on as testcase properties (`closestMargin`, the line
/// the console prints, and `closestMarginShare`, its share of the threshold), as pytest and
/// the CI servers reading its files place them. With a pose cache, a video fixture says how
/// its poses met it (`poseCache`: hit or miss, `poseCacheKey`: the entry's key).
package enum JUnitReport {
    package static func xml(_ results: RunResults) -> String {
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
        let open = "    <testcase name=\"\(attribute(fixture.id))\" classname=\"\(attribute(fixture.manifest))\" "
            + "file=\"\(attribute(fixture.manifest))\" line=\"\(fixture.line)\" time=\"\(seconds(fixture.seconds))\""
        let bounds = fixture.failures.isEmpty ? []
            : [fixture.keypoints.map(KeypointJointsText.line), fixture.regression.map(RegressionJointsText.line)].compactMap { $0 }
        let details = (fixture.failures.messages + bounds).joined(separator: "\n")
        let first = fixture.failures.first?.message ?? ""
        // The type names the check that failed first (`count`, `keypoints`, …).
        let type = fixture.failures.first?.check?.rawValue
        var children = properties(fixture)
        switch fixture.status {
        case .passed:
            break
        case .failed:
            children += "      <failure message=\"\(attribute(first))\" type=\"\(type ?? "failed")\">\(XMLText.escaped(details))</failure>\n"
        case .error:
            children += "      <error message=\"\(attribute(first))\" type=\"\(type ?? "error")\">\(XMLText.escaped(details))</error>\n"
        case .skipped:
            children += "      <skipped message=\"\(attribute(first))\"/>\n"
        case .quarantined:
            let note = fixture.quarantine.map { "quarantined: \($0.reason) (\($0.issue))" } ?? "quarantined"
            children += "      <skipped message=\"\(attribute(note))\"/>\n"
            if !details.isEmpty { children += "      <system-out>\(XMLText.escaped(details))</system-out>\n" }
        }
        return children.isEmpty ? open + "/>\n" : open + ">\n" + children + "    </testcase>\n"
    }

    /// The fixture's smallest margin to a limit its count depends on, as the console prints it and as a
    /// number, and how its poses met the pose cache; nothing when it has neither.
    private static func properties(_ fixture: FixtureResult) -> String {
        var pairs: [(String, String)] = []
        if let closest = fixture.margins?.closest {
            pairs += [("closestMargin", MarginText.describe(closest)), ("closestMarginShare", NumberText.trimmed(closest.share, places: 6))]
        }
        if let use = fixture.poseCache {
            pairs += [("poseCache", use.outcome.rawValue + (use.stored ? ", written" : "")), ("poseCacheKey", use.key)]
        }
        guard !pairs.isEmpty else { return "" }
        return "      <properties>\n"
            + pairs.map { "        <property name=\"\($0.0)\" value=\"\(attribute($0.1))\"/>\n" }.joined()
            + "      </properties>\n"
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
