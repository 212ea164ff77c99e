import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaPose

extension FixturePipeline {
    /// The shipping provider for the fixture's source, before any pose transform, from the
    /// source specification: the same factory the command line uses.
    func makeSourceProvider() throws(FixtureSetupError) -> any PoseProvider {
        do {
            return try source.makePoseProvider(estimator: estimator)
        } catch {
            throw FixtureSetupError(String(describing: error))
        }
    }
}
