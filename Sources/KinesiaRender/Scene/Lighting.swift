import KinesiaMotion
import KinesiaSynthetic

/// The scene's light: a key light beside the camera (or behind the person when backlit),
/// a soft fill from the camera and an ambient term, all scaled by `brightness`.
public struct Lighting: Sendable, Hashable {
    /// 1 is a well-lit room; 0.4 a dim one. Above 1 over-exposes.
    public var brightness: Double
    /// A window behind the person: the wall glows and the figure's front is in shadow.
    public var backlit: Bool

    public init(brightness: Double = 1, backlit: Bool = false) {
        self.brightness = brightness
        self.backlit = backlit
    }

    /// Sensor grain in 8-bit levels: a dim picture is a noisy one.
    public var grain: Double { max(0, 1 - brightness) * 14 }

    /// The light on a surface with unit normal `normal`, for a camera `view`.
    func intensity(normal: Vector3, view: CameraView) -> Double {
        let key = max(0, normal.dot(keyDirection(view)))
        let fill = max(0, -normal.dot(view.forward))
        return brightness * (backlit ? 0.26 + 0.55 * key + 0.12 * fill : 0.36 + 0.62 * key + 0.14 * fill)
    }

    /// How much brighter the wall is than a lit surface: a window when backlit.
    var wallGain: Double { backlit ? 1.6 : 1 }

    /// Unit direction toward the key light.
    func keyDirection(_ view: CameraView) -> Vector3 {
        backlit
            ? (0.8 * view.forward + 0.5 * Vector3(0, 1, 0)).normalized
            : (-0.6 * view.forward + 0.65 * Vector3(0, 1, 0) - 0.35 * view.right).normalized
    }
}
