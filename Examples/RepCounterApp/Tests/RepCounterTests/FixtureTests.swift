import Foundation
import KinesiaHarness
import KinesiaTesting
import Testing

// Every fixture of the app's manifest is a test case, named by its id; a failure reads as the
// gate's (`missed reps at 14.2 s (counted 8 of 12)`) at the fixture's line in the manifest.
@Test(arguments: ManifestFixture.all(in: "Fixtures/app.yaml"))
func fixture(_ fixture: ManifestFixture) async {
    await fixture.check()
}

// The same, XCTest-style: the failures as `manifest:line:column: id: message` strings.
@Test func theAppsFixturesPassAsPlainMessagesToo() async {
    for fixture in ManifestFixture.all(in: "Fixtures/app.yaml", filter: ["squat-*"]) {
        let result = await fixture.run()
        #expect(ManifestFixture.failures(of: result) == [])
        #expect(result.reps?.counted == 12)
    }
}

@Test(.enabled(if: ProcessInfo.processInfo.environment["KINESIA_EXAMPLE_FAILURE"] != nil, "set KINESIA_EXAMPLE_FAILURE to see a failure"),
      arguments: ManifestFixture.all(in: "Fixtures/wrong-label.yaml"))
func mislabelledFixture(_ fixture: ManifestFixture) async {
    await fixture.check()
}
