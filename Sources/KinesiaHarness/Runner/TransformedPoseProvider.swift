import KinesiaMotion

/// A provider whose poses pass through a chain of transformers on their way out: the
/// session still sees one `PoseProvider`, exactly as it would see the shipping one.
package struct TransformedPoseProvider<Base: PoseProvider>: PoseProvider {
    package let base: Base
    package let transforms: [any PoseStreamTransform]
    package let run: Int

    package init(base: Base, transforms: [any PoseStreamTransform], run: Int) {
        self.base = base
        self.transforms = transforms
        self.run = run
    }

    package func makePoses() -> Poses { Poses(provider: self) }

    package struct Poses: AsyncSequence {
        let provider: TransformedPoseProvider

        package func makeAsyncIterator() -> AsyncIterator {
            AsyncIterator(
                base: provider.base.makePoses().makeAsyncIterator(),
                transformers: provider.transforms.map { $0.makeTransformer(forRun: provider.run) })
        }

        package struct AsyncIterator: AsyncIteratorProtocol {
            var base: Base.Poses.AsyncIterator
            var transformers: [any PoseTransformer]
            var pending: [Pose] = []
            var baseEnded = false

            package mutating func next() async throws -> Pose? {
                while pending.isEmpty {
                    if baseEnded { return nil }
                    if let pose = try await base.next() {
                        pending = try pass([pose], from: 0)
                    } else {
                        baseEnded = true
                        pending = try flush()
                    }
                }
                return pending.removeFirst()
            }

            /// Sends poses through every transformer in order.
            private mutating func pass(_ poses: [Pose], from first: Int) throws -> [Pose] {
                var current = poses
                for index in transformers.indices.dropFirst(first) { current = try pass(current, through: index) }
                return current
            }

            private mutating func pass(_ poses: [Pose], through index: Int) throws -> [Pose] {
                var out: [Pose] = []
                for pose in poses { out += try transformers[index].transform(pose) }
                return out
            }

            /// Each transformer's end-of-stream poses go through the transformers after it.
            private mutating func flush() throws -> [Pose] {
                var out: [Pose] = []
                for index in transformers.indices {
                    out = try pass(out, through: index) + transformers[index].finish()
                }
                return out
            }
        }
    }
}
