import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaSupport
import KinesiaSynthetic

/// Renders a trajectory through a camera into a video, with the ground truth of every
/// frame: the keypoint labels (a pose recording) and the rep times.
public struct FixtureRenderer {
    public let trajectory: JointTrajectory
    public let settings: RenderSettings
    public let camera: RenderCamera
    private let figure: FigureBuilder
    private let rasterizer: FrameRasterizer
    private let truth: GroundTruth
    /// Props that move with a person stepping back or forward, drawn each frame instead of once.
    private let movingProps: [Solid]
    /// The middle of the hips at the person's place: what a step back or forward scales (`StepBack`).
    private let hipsCentre: Vector3
    private let room = Room()

    public init(trajectory: JointTrajectory, settings: RenderSettings) {
        self.trajectory = trajectory
        self.settings = settings
        camera = FixtureFraming.camera(for: trajectory, settings: settings)
        figure = FigureBuilder(style: settings.style, bodyHeight: trajectory.bodyHeight)
        let rest = trajectory.restPose
        hipsCentre = 0.5 * (rest[.leftHip]! + rest[.rightHip]!)
        let props = Props.standing(for: trajectory.exercise, rest: trajectory.propsPose, bodyHeight: trajectory.bodyHeight)
        movingProps = settings.stepBack == nil ? [] : props
        rasterizer = FrameRasterizer(
            camera: camera, room: room, props: settings.stepBack == nil ? props : [], lighting: settings.lighting, threads: settings.threads)
        truth = GroundTruth(camera: camera, bodyHeight: trajectory.bodyHeight)
    }

    /// Frame times: every 1/fps seconds over the motion.
    public var frameTimes: [Double] {
        (0...Int((trajectory.duration * settings.frameRate).rounded(.down))).map { Double($0) / settings.frameRate }
    }

    /// Metres between the room's wall and the nearest the person, and what moves with them, come
    /// to it while they step to their place (`StepBack`; a sphere holding each solid, so a little
    /// under the true gap); under 0 they would stand in the wall. Nil without a step.
    public var wallClearance: Double? {
        guard let stepBack = settings.stepBack else { return nil }
        let view = camera.view
        let awayFromLens = Vector3(view.forward.x, 0, view.forward.z).normalized
        var farthest = -Double.infinity
        var time = 0.0
        while true {
            let shift = stepBack.shift(at: time, camera: camera, centre: hipsCentre)
            let joints = trajectory.joints(time).mapValues { $0 + shift }
            let solids = figure.solids(joints) + movingProps.map { $0.translated(by: shift) }
                + Props.carried(for: trajectory.exercise, joints: joints, bodyHeight: trajectory.bodyHeight)
            for solid in solids {
                let (centre, radius) = solid.bounds
                farthest = max(farthest, (centre - camera.target).dot(awayFromLens) + radius)
            }
            guard time < stepBack.seconds else { break }
            time = min(stepBack.seconds, time + 0.05)
        }
        return room.wallDistance - farthest
    }

    /// One frame as the camera delivers it (mirrored when the settings say so), and its truth
    /// in the un-mirrored picture.
    public func frame(at time: Double, index: Int) -> (image: RGBImage, truth: Pose) {
        var joints = trajectory.joints(time)
        var solids: [Solid] = []
        if let stepBack = settings.stepBack {
            let shift = stepBack.shift(at: time, camera: camera, centre: hipsCentre)
            joints = joints.mapValues { $0 + shift }
            solids = movingProps.map { $0.translated(by: shift) }
        }
        solids = figure.solids(joints) + solids + Props.carried(for: trajectory.exercise, joints: joints, bodyHeight: trajectory.bodyHeight)
        let image = rasterizer.render(solids, grainSeed: settings.seed &* 0x1_0000_0001 &+ UInt64(index))
        let pose = truth.pose(joints, at: time) { rasterizer.depth(x: $0, y: $1) }
        return (settings.mirrored ? image.flippedHorizontally() : image, pose)
    }

    /// Writes the video (MPEG-4 part 2, byte-identical run to run) and returns the truth.
    public func writeVideo(to url: URL) throws -> RenderedFixture {
        // A clock on which every frame time is a whole tick, so a frame-rate cap of the same
        // rate keeps every frame (a millisecond clock would put 1/30 s frames 33 ms apart).
        let rate = settings.frameRate
        let ticks = rate == rate.rounded() ? Int(rate) : 1000
        let writer = try VideoWriter(url: url, width: settings.width, height: settings.height, codec: .mpeg4, ticksPerSecond: ticks)
        var poses: [Pose] = []
        for (index, time) in frameTimes.enumerated() {
            let (image, pose) = frame(at: time, index: index)
            try writer.append(image, at: time)
            poses.append(pose)
        }
        try writer.finish()
        return RenderedFixture(
            truth: Recording(source: truthSource(video: url), poses: poses), repTimes: trajectory.repTimes, unfinished: trajectory.unfinished,
            figureHeight: truth.figureHeight(standing: trajectory.restPose))
    }

    /// What the truth recording says about its making: enough to render it again.
    private func truthSource(video: URL) -> RecordingProvenance {
        var source = RecordingProvenance(
            kind: "render", path: video.lastPathComponent, width: settings.width, height: settings.height,
            mirrored: false, maxFrameRate: settings.frameRate)
        let view = camera.placement
        source.fields["renderer"] = .object([
            JSONMember("motion", .string(trajectory.provenance)),
            JSONMember("exercise", .string(trajectory.exercise)),
            JSONMember("cameraYaw", .number(view.yaw)),
            JSONMember("cameraHeight", .number(view.height)),
            JSONMember("cameraDistance", .number((view.distance * 1000).rounded() / 1000)),
            JSONMember("lens", .string(settings.lens.rawValue)),
            JSONMember("videoMirrored", .bool(settings.mirrored)),
            JSONMember("brightness", .number(settings.lighting.brightness)),
            JSONMember("backlit", .bool(settings.lighting.backlit)),
            JSONMember("bodyHeight", .number(trajectory.bodyHeight)),
            JSONMember("girth", .number(settings.style.girth)),
            JSONMember("seed", .integer(Int(truncatingIfNeeded: settings.seed))),
            JSONMember("figureHeight", .number((truth.figureHeight(standing: trajectory.restPose) * 10000).rounded() / 10000)),
        ] + (settings.stepBack.map { step in
            let move = JSONValue.object([JSONMember("scale", .number(step.scale)), JSONMember("seconds", .number(step.seconds))])
            return [JSONMember(step.isForward ? "stepForward" : "stepBack", move)]
        } ?? []))
        return source
    }
}

/// A rendered video's truth: keypoint labels frame by frame, the rep peak times and the reps
/// left unfinished at the end.
public struct RenderedFixture: Sendable {
    public var truth: Recording
    public var repTimes: [Double]
    public var unfinished: Int
    /// The standing figure's height as a share of the picture's height.
    public var figureHeight: Double

    /// The frames a source delivers from the video under a frame-rate cap (`labels.frames`):
    /// the rendered frame times the cap's cadence keeps, one truth pose per frame.
    public func deliveredFrames(maximumFrameRate: Double?) -> Int {
        var cadence = FrameCadence(maximumFrameRate: maximumFrameRate)
        return truth.poses.filter { cadence.admits($0.timestamp) }.count
    }
}
