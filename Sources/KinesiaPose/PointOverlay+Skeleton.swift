import KinesiaMedia
import KinesiaMotion

extension PointOverlay {
    /// A pose's keypoints with `Skeleton.bones` between them: what the report's focus frames,
    /// fixture contact sheets and the renderer's sheet draw. Points below `minimumConfidence`
    /// (and invalid ones) are left out, and so are the bones that reach them.
    public init(keypoints: [Joint: PosePoint], colour: RGBPixel, marker: Marker, minimumConfidence: Double = 0) {
        let joints = Joint.allCases
        let index = Dictionary(uniqueKeysWithValues: joints.enumerated().map { ($1, $0) })
        self.init(
            points: joints.map { joint in
                keypoints[joint].flatMap { $0.isValid && $0.confidence >= minimumConfidence ? (x: $0.x, y: $0.y) : nil }
            },
            segments: Skeleton.bones.map { (index[$0.0]!, index[$0.1]!) }, colour: colour, marker: marker)
    }
}
