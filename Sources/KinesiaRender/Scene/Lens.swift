import Foundation

/// Which phone camera filmed the scene: its diagonal field of view.
public enum Lens: String, Sendable, CaseIterable {
    /// The main camera on the back of a phone (about 26 mm equivalent).
    case back
    /// The selfie camera on the front, a little wider.
    case front

    public var diagonalFieldOfView: Double {
        switch self {
        case .back: return 75
        case .front: return 80
        }
    }

    /// The vertical field of view, degrees, of a `width`×`height` picture.
    public func verticalFieldOfView(width: Int, height: Int) -> Double {
        let diagonal = (Double(width * width + height * height)).squareRoot()
        let halfTangent = tan(diagonalFieldOfView / 2 * .pi / 180) * Double(height) / diagonal
        return 2 * atan(halfTangent) * 180 / .pi
    }
}
