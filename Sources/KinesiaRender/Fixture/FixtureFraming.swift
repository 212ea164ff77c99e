import KinesiaMotion
import KinesiaSynthetic

/// Chooses where the camera looks and how far back it stands so the whole motion stays in
/// the picture: the target is the middle of the space the body sweeps (floor to crown), and
/// the distance the nearest at which every corner of that space is inside the frame.
enum FixtureFraming {
    static func camera(for trajectory: JointTrajectory, settings: RenderSettings) -> RenderCamera {
        let extent = trajectory.extent()
        let scale = trajectory.bodyHeight / 1.75
        let pad = 0.12 * scale
        let low = Vector3(extent.minimum.x - pad, 0, extent.minimum.z - pad)
        let high = Vector3(extent.maximum.x + pad, extent.maximum.y + pad, extent.maximum.z + pad)
        let target = 0.5 * (low + high)
        let fieldOfView = settings.lens.verticalFieldOfView(width: settings.width, height: settings.height)
        func placement(_ distance: Double) -> SyntheticCamera {
            var camera = SyntheticCamera(
                yaw: settings.yaw, height: settings.cameraHeight, distance: distance, verticalFieldOfView: fieldOfView,
                aspectRatio: Double(settings.width) / Double(settings.height))
            // SyntheticCamera circles the origin; the target need not be at it.
            camera.centre = Vector3(target.x, 0, target.z)
            return camera
        }
        if let distance = settings.distance {
            return RenderCamera(placement: placement(distance), target: target, width: settings.width, height: settings.height)
        }
        var distance = 1.2
        while distance < 15 {
            let camera = RenderCamera(placement: placement(distance), target: target, width: settings.width, height: settings.height)
            let fits = (0..<8).allSatisfy { corner in
                let point = Vector3(corner & 1 == 0 ? low.x : high.x, corner & 2 == 0 ? low.y : high.y, corner & 4 == 0 ? low.z : high.z)
                guard camera.view.depth(of: point) > 0.1 else { return false }
                let (x, y) = camera.view.project(point)
                return (0.04...0.96).contains(x) && (0.03...0.97).contains(y)
            }
            if fits { return camera }
            distance *= 1.03
        }
        return RenderCamera(placement: placement(distance), target: target, width: settings.width, height: settings.height)
    }
}
