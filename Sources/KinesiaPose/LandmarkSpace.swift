/// Which of BlazePose's two landmark sets a pose is made of. The landmark model gives both in
/// one inference: where each joint lies in the picture, and where it lies in the world.
package enum LandmarkSpace: String, Sendable, Hashable, CaseIterable {
    /// Where each joint lies in the picture, normalized: the pose the pipeline ships.
    case image
    /// BlazePose's world landmarks (metres, centred between the hips, along the picture's
    /// axes) seen orthographically, `BlazePoseEstimator.worldSpan` metres across the picture:
    /// the same size at any distance from the lens. For measuring them against `image`.
    case world
}
