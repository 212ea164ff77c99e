import Foundation

/// Where a peak is held: readings within `RepEngine.peakPlateau` of the peak, on a scale that
/// is degrees except for a drop. A drop's angle is a height's, `2·acos(height / standing)`,
/// and near standing it moves steeply: 1 % of the standing height is 16° from 0°, so a stand
/// held with the keypoints' jitter of a few millimetres seldom reads within half a degree of
/// its peak, and the hold's middle went wherever the last such reading fell. A drop's plateau
/// is read in height instead, scaled to degrees where the drop reads 90°: as wide as before
/// in the middle of the range, and as wide in height everywhere.
extension Measurement {
    /// Where a reading stands against a peak on the plateau's scale.
    public enum PlateauPosition: Sendable {
        /// Above the peak by more than the plateau: a new peak.
        case above
        /// No further from the peak than the plateau: the peak held.
        case on
        /// Further under the peak than the plateau.
        case under
    }

    /// Where `angle` reads against `peak`, each read on the plateau's scale once: the engine asks
    /// this of every pose of a movement.
    public func position(of angle: Double, against peak: Double) -> PlateauPosition {
        let level = plateauLevel(angle), peakLevel = plateauLevel(peak)
        if level > peakLevel + RepEngine.peakPlateau { return .above }
        return level >= peakLevel - RepEngine.peakPlateau ? .on : .under
    }

    /// Whether `angle` reads no further under `peak` than the plateau (or above it): the peak held.
    public func holds(_ angle: Double, at peak: Double) -> Bool {
        position(of: angle, against: peak) != .under
    }

    /// The reading on the plateau's scale, rising with the angle.
    func plateauLevel(_ angle: Double) -> Double {
        switch self {
        case .inclination, .relativeInclination: angle
        case .drop: -cos(angle / 2 * .pi / 180) / Self.heightPerDegreeAtRightAngle
        case .complement(let inner): -inner.plateauLevel(180 - angle)
        }
    }

    /// How much of the standing height one degree of a drop is at 90°: `sin(45°) / 2` per radian.
    private static let heightPerDegreeAtRightAngle = sin(Double.pi / 4) / 2 * .pi / 180
}
