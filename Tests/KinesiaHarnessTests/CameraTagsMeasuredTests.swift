import KinesiaManifest
import Testing

/// Writers that know their camera in numbers (the renderer, the corpus, motion capture) tag it
/// with the manifest's one vocabulary.
struct CameraTagsMeasuredTests {
    @Test(arguments: [
        (0.0, CameraTags.Angle.front), (22, .front), (-20, .front), (23, .diagonal), (45, .diagonal), (-45, .diagonal),
        (315, .diagonal), (405, .diagonal), (68, .side), (90, .side), (-90, .side), (134, .side), (135, .back), (180, .back), (-180, .back),
    ])
    func theAngleIsTheNearestToTheYaw(yaw: Double, angle: CameraTags.Angle) {
        #expect(CameraTags.Angle(yaw: yaw) == angle)
    }

    @Test(arguments: [
        (0.1, CameraTags.Height.floor), (0.44, .floor), (0.45, .waist), (1.09, .waist), (1.1, .chest), (1.49, .chest),
        (1.5, .head), (1.89, .head), (1.9, .overhead), (3, .overhead),
    ])
    func theHeightIsTheBandTheLensIsIn(metres: Double, height: CameraTags.Height) {
        #expect(CameraTags.Height(metres: metres) == height)
    }

    /// `kinesia render --height NAME` places the camera where the entry's tag names it again.
    @Test(arguments: CameraTags.Height.allCases)
    func aNamedHeightIsTaggedWithItsName(height: CameraTags.Height) {
        #expect(CameraTags.Height(metres: height.typicalMetres) == height)
    }

    @Test(arguments: [(40.0, CameraTags.Lens.telephoto), (75, .standard), (80, .wide), (120, .ultraWide)])
    func theLensIsTaggedByItsFieldOfView(degrees: Double, lens: CameraTags.Lens) {
        #expect(CameraTags.Lens(diagonalFieldOfView: degrees) == lens)
    }

    @Test(arguments: [
        (1.0, false, CameraTags.Lighting.normal), (0.4, false, .dim), (0.69, false, .dim), (0.7, false, .normal),
        (1.2, false, .normal), (1.3, false, .bright), (1.0, true, .backlit), (0.4, true, .backlit),
    ])
    func lightingIsTaggedByBrightnessAndWindow(brightness: Double, backlit: Bool, lighting: CameraTags.Lighting) {
        #expect(CameraTags.Lighting(brightness: brightness, backlit: backlit) == lighting)
    }
}
