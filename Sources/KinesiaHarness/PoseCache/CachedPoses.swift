import KinesiaMedia
import KinesiaMotion
import KinesiaResults
import KinesiaSupport

/// A video's poses as its provider delivered them, and the digest of the decoded frames they
/// were estimated from: what a cache hit replays instead of decoding and estimating.
///
/// Stored as `CanonicalBytes` (every number as its IEEE-754 bits, so a replayed pose is the
/// estimated one bit for bit): a magic line, the layout version, the key's digest, the frame
/// stage, the poses (timestamp, aspect ratio, then x, y and confidence of every joint slot in
/// `Joint` order), and the SHA-256 of all of that. Anything that does not read back exactly
/// (a truncated, corrupt or foreign file) is an error, never a wrong pose.
package struct CachedPoses: Sendable, Equatable {
    package var poses: [Pose]
    package var frames: StageDigest

    package init(poses: [Pose], frames: StageDigest) {
        self.poses = poses
        self.frames = frames
    }

    static let magic = "kinesia.poses\n"

    func bytes(key: PoseCacheKey) -> [UInt8] {
        var body = CanonicalBytes()
        body.append(Self.magic)
        body.append(PoseCacheKey.formatVersion)
        body.append(key.digest)
        body.append(frames.digest)
        body.append(frames.count)
        body.append(Joint.allCases.count)
        body.append(poses.count)
        for pose in poses { body.append(pose) }
        let hasher = SHA256()
        hasher.update(body.bytes)
        return body.bytes + hasher.finalize()
    }

    /// The entry in `bytes`, which must be `key`'s.
    init(bytes: [UInt8], key: PoseCacheKey) throws(CachedPosesError) {
        let checksumSize = 32
        guard bytes.count > checksumSize else { throw CachedPosesError(offset: 0, "\(bytes.count) bytes, too short to be an entry") }
        let body = Array(bytes[..<(bytes.count - checksumSize)])
        let hasher = SHA256()
        hasher.update(body)
        guard hasher.finalize()[...] == bytes[(bytes.count - checksumSize)...] else {
            throw CachedPosesError(offset: body.count, "the checksum does not match the content (truncated or corrupt)")
        }
        var reader = CanonicalBytesReader(body)
        guard try reader.string() == Self.magic else { throw CachedPosesError(offset: 0, "not a pose cache entry") }
        let version = try reader.int()
        guard version == PoseCacheKey.formatVersion else {
            throw CachedPosesError(offset: reader.offset, "layout version \(version), this build reads \(PoseCacheKey.formatVersion)")
        }
        let stored = try reader.string()
        guard stored == key.digest else { throw CachedPosesError(offset: reader.offset, "holds the poses of key \(stored)") }
        frames = StageDigest(digest: try reader.string(), count: try reader.int())
        let joints = try reader.int()
        guard joints == Joint.allCases.count else {
            throw CachedPosesError(offset: reader.offset, "\(joints) joints per pose, this build has \(Joint.allCases.count)")
        }
        let count = try reader.int()
        // Each pose takes 8 bytes per number: a count the file cannot hold is refused before
        // anything is allocated for it.
        let poseSize = 8 * (2 + 3 * joints)
        guard count >= 0, count <= reader.remaining / poseSize else {
            throw CachedPosesError(offset: reader.offset, "\(count) poses do not fit in the \(reader.remaining) bytes left")
        }
        var poses: [Pose] = []
        poses.reserveCapacity(count)
        for _ in 0..<count {
            let timestamp = try reader.double()
            let aspectRatio = try reader.double()
            // Every slot as stored, invalid ones too: a slot's bits are part of the pose digest.
            var points: [Joint: PosePoint] = [:]
            for joint in Joint.allCases {
                points[joint] = PosePoint(x: try reader.double(), y: try reader.double(), confidence: try reader.double())
            }
            poses.append(Pose(points: points, timestamp: timestamp, aspectRatio: aspectRatio))
        }
        guard reader.remaining == 0 else { throw CachedPosesError(offset: reader.offset, "\(reader.remaining) bytes after the last pose") }
        self.poses = poses
    }
}

/// Why a cache entry could not be read, and where in the file.
package struct CachedPosesError: Error, Sendable, Hashable, CustomStringConvertible {
    package var offset: Int
    package var reason: String

    init(offset: Int, _ reason: String) {
        self.offset = offset
        self.reason = reason
    }

    package var description: String { "byte \(offset): \(reason)" }
}
