import Foundation
import KinesiaMotion
import KinesiaRender
import KinesiaSynthetic
import KinesiaTestSupport
import Testing

struct MocapTests {
    /// Two bones, in units of 1/0.45 inch so that 17.716535… units are one metre.
    static let metre = 0.45 / 0.0254
    static let skeleton = """
    :units
      length 0.45
      angle deg
    :root
       order TX TY TZ RX RY RZ
       axis XYZ
       position 0 0 0
       orientation 0 0 0
    :bonedata
      begin
         id 1
         name upper
         direction 0 1 0
         length \(metre)
         axis 0 0 0 XYZ
        dof rx ry rz
      end
      begin
         id 2
         name lower
         direction 0 1 0
         length \(metre / 2)
         axis 0 0 90 XYZ
        dof rx
      end
    :hierarchy
      begin
        root upper
        upper lower
      end
    """

    static func close(_ a: Vector3, _ b: Vector3) -> Bool { (a - b).length < 1e-9 }

    @Test func restPoseIsTheBoneChain() throws {
        let asf = try ASFSkeleton(text: Self.skeleton, file: "two.asf")
        #expect(abs(asf.bones["upper"]!.length - 1) < 1e-12)
        let ends = ForwardKinematics(skeleton: asf).placement([:]).ends
        #expect(Self.close(ends["upper"]!, Vector3(0, 1, 0)))
        #expect(Self.close(ends["lower"]!, Vector3(0, 1.5, 0)))
    }

    /// rz = 90 on the upper bone turns the chain about z: up becomes −x. The lower bone's rx is
    /// about its own axis C = Rz(90), i.e. about world y for a bone along y: no change; the
    /// root's translation (file units) moves everything.
    @Test func anglesFollowTheCMUConvention() throws {
        let asf = try ASFSkeleton(text: Self.skeleton, file: "two.asf")
        let amc = try AMCMotion(text: """
        :FULLY-SPECIFIED
        :DEGREES
        1
        root \(Self.metre) 0 0 0 0 0
        upper 0 0 90
        lower 0
        2
        root 0 0 0 0 0 0
        upper 0 0 0
        lower 90
        3
        root 0 0 0 0 90 0
        upper 90 0 0
        lower 0
        4
        root 0 0 0 0 0 0
        upper 90 0 90
        lower 0
        """, file: "two.amc")
        #expect(amc.frames.count == 4)
        let kinematics = ForwardKinematics(skeleton: asf)
        let first = kinematics.placement(amc.frames[0]).ends
        #expect(Self.close(first["upper"]!, Vector3(0, 0, 0)))
        #expect(Self.close(first["lower"]!, Vector3(-0.5, 0, 0)))
        // C·Rx(90)·C⁻¹ with C = Rz(90) is a turn about world y, which leaves a bone along y alone.
        let second = kinematics.placement(amc.frames[1]).ends
        #expect(Self.close(second["lower"]!, Vector3(0, 1.5, 0)))
        // Rx(90) tips the chain from +y to +z; the root's Ry(90) then turns +z to +x.
        let third = kinematics.placement(amc.frames[2]).ends
        #expect(Self.close(third["upper"]!, Vector3(1, 0, 0)))
        #expect(Self.close(third["lower"]!, Vector3(1.5, 0, 0)))
        // x first, then z, about fixed axes: Rz(90)·Rx(90) takes +y to +z (the other order to −x).
        let fourth = kinematics.placement(amc.frames[3]).ends
        #expect(Self.close(fourth["upper"]!, Vector3(0, 0, 1)))
    }

    /// A trial saved with Windows line ends, or with tabs between its values, reads as the same
    /// frames, its lines numbered as an editor shows them.
    @Test func windowsLineEndsAndTabsReadAsTheSameFrames() throws {
        let plain = try AMCMotion(text: "1\nroot 1 2 3\nupper 4\n2\nroot 5 6 7\n", file: "plain.amc")
        let windows = try AMCMotion(text: "1\r\nroot\t1 2  3\r\nupper 4\r\n2\r\nroot 5\t6 7\r\n", file: "windows.amc")
        #expect(windows.frames == plain.frames)
        #expect(windows.frames.count == 2)
        #expect { try AMCMotion(text: "1\r\nroot 0\r\nupper x\r\n", file: "windows.amc") } throws: { "\($0)" == "windows.amc:3: not a number: x" }
    }

    @Test func badFilesNameTheLine() {
        #expect { try AMCMotion(text: "1\nroot 0 0 x\n", file: "bad.amc") } throws: { "\($0)" == "bad.amc:2: not a number: x" }
        #expect { try AMCMotion(text: "1\nroot 0\n3\n", file: "gap.amc") } throws: { "\($0)" == "gap.amc:3: frame 3 follows frame 1" }
        #expect { try ASFSkeleton(text: ":bonedata\n begin\n name a\n direction 0 1 0\n end\n:hierarchy\n begin\n root b\n end\n", file: "s.asf") } throws: {
            "\($0)" == "s.asf:8: hierarchy names an unknown bone b"
        }
    }

    /// The real trials (skipped when the shared data is absent, outside CI): subject 13's
    /// femur is 7.61162 units long, 0.4296 m; its squat bottoms come out within 0.3 s of NOTICE.md's
    /// (33.2 and 36.3 s into 13_29), the hips at least 25 cm lower than standing.
    @Test(.needsMotionCapture)
    func realSquatTrialMatchesItsLabels() throws {
        let asf = try ASFSkeleton(contentsOf: Self.data.appendingPathComponent("13.asf"))
        #expect(abs(asf.bones["lfemur"]!.length - 7.61162 / 0.45 * 0.0254) < 1e-9)
        let trajectory = try MocapExercise.trajectory(trial: CMUTrial.named("13_29")!, exercise: "squat", data: Self.data)
        let start = 31.7
        #expect(trajectory.repTimes.count == 2)
        for (found, labelled) in zip(trajectory.repTimes, [33.2, 36.3]) { #expect(abs(found + start - labelled) <= 0.3) }
        #expect((1.5...1.95).contains(trajectory.bodyHeight))
        let standing = trajectory.joints(0)[.root]!.y
        for time in trajectory.repTimes { #expect(standing - trajectory.joints(time)[.root]!.y > 0.25) }
        // Facing +z: the person's left hip is on +x.
        #expect(trajectory.joints(0)[.leftHip]!.x > trajectory.joints(0)[.rightHip]!.x)
    }

    static let data = SharedData.motionCapture
}
