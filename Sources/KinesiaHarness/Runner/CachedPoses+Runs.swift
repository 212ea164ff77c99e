import KinesiaMotion

extension CachedPoses {
    /// What every run of a video delivered, when at least two runs delivered it bit for bit
    /// and no run broke off: the determinism proof an entry carries. Nil otherwise.
    init?(agreedBy outputs: [PipelineOutput]) {
        guard outputs.count >= 2, let first = outputs.first, let frames = first.stages.frames else { return nil }
        for output in outputs {
            guard output.sourceError == nil, output.stages.frames == frames, output.sourcePoses.count == first.sourcePoses.count else {
                return nil
            }
            guard zip(output.sourcePoses, first.sourcePoses).allSatisfy({ Self.identical($0, $1) }) else { return nil }
        }
        self.init(poses: first.sourcePoses, frames: frames)
    }

    /// Equal bit patterns, not equal values: 0 and -0 differ here, and a NaN equals itself.
    static func identical(_ one: Pose, _ other: Pose) -> Bool {
        var left = CanonicalBytes(), right = CanonicalBytes()
        left.append(one)
        right.append(other)
        return left.bytes == right.bytes
    }
}
