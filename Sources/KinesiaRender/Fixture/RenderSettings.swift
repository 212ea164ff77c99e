import KinesiaMotion
import KinesiaSynthetic

/// How a fixture is filmed: the camera around the person, the picture, the light and the
/// person's build. Everything a render depends on besides the motion itself.
public struct RenderSettings: Sendable {
    /// Degrees around the person: 0 in front, 90 at their right side.
    public var yaw = 0.0
    /// Lens height above the floor, metres.
    public var cameraHeight = 0.9
    /// Metres from the target; nil frames the whole motion automatically.
    public var distance: Double?
    public var lens = Lens.back
    /// The picture is a mirror image, as a front camera's preview keeps it.
    public var mirrored = false
    /// The person first seen nearer (stepping back) or farther (stepping forward), moving to
    /// their place; nil stands them there throughout.
    public var stepBack: StepBack?
    public var frameRate = 30.0
    public var width = 640
    public var height = 480
    public var lighting = Lighting()
    public var style = FigureStyle()
    /// Chooses the sensor grain of a dim picture.
    public var seed: UInt64 = 1
    /// Cores the rasteriser uses; the pictures are the same whatever it is.
    public var threads: Int

    public init(threads: Int) { self.threads = threads }
}
