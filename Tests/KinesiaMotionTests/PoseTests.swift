import Testing
import KinesiaMotion

@Test func mirroringSwapsSidesAndFlipsX() {
    let pose = Pose(points: [.leftKnee: PosePoint(x: 0.2, y: 0.5, confidence: 0.9)], timestamp: 1)
    let mirrored = pose.mirrored()
    #expect(mirrored[.leftKnee] == nil)
    #expect(mirrored[.rightKnee] == PosePoint(x: 0.8, y: 0.5, confidence: 0.9))
    #expect(Joint.mouthLeft.mirrored == .mouthRight)
    #expect(Joint.nose.mirrored == .nose)
}

@Test func zeroConfidenceIsAbsent() {
    let pose = Pose(points: [.nose: PosePoint(x: 0.5, y: 0.5, confidence: 0)], timestamp: 0)
    #expect(pose[.nose] == nil)
    #expect(pose.joints.isEmpty)
}
