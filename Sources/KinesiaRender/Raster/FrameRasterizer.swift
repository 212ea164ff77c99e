import Foundation
import KinesiaMedia
import KinesiaMotion
import KinesiaSynthetic

/// Renders frames of a scene whose room and props stand still while the figure moves: the
/// static part is ray-cast once per camera into colours and depths, then each frame ray-casts
/// only the figure's solids, each inside its projected bounding box, against that depth.
/// Rows are split across cores; every pixel is computed independently, so the pictures are
/// bit-identical whatever `threads` is.
public final class FrameRasterizer {
    public let camera: RenderCamera
    public let lighting: Lighting
    public let threads: Int
    private let rays: [Vector3]
    private let staticPixels: [UInt8]
    private let staticDepth: [Double]
    /// The nearest surface's distance per pixel of the last frame rendered (row-major).
    public private(set) var depth: [Double]
    private var normals: [Vector3]
    private var owners: [Int32]

    public init(camera: RenderCamera, room: Room, props: [Solid], lighting: Lighting,
                threads: Int = ProcessInfo.processInfo.activeProcessorCount) {
        self.camera = camera
        self.lighting = lighting
        let threads = max(1, threads)
        self.threads = threads
        let width = camera.width, height = camera.height, count = width * height
        var rays = [Vector3](repeating: Vector3(0, 0, 0), count: count)
        var pixels = [UInt8](repeating: 0, count: count * 3)
        var depth = [Double](repeating: .infinity, count: count)
        let origin = camera.view.position
        rays.withUnsafeMutableBufferPointer { rayBuffer in
            pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                depth.withUnsafeMutableBufferPointer { depthBuffer in
                    let rayRows = SharedRows(base: rayBuffer.baseAddress!)
                    let pixelRows = SharedRows(base: pixelBuffer.baseAddress!)
                    let depthRows = SharedRows(base: depthBuffer.baseAddress!)
                    RowBands.run(rows: height, threads: threads) { band in
                        for y in band {
                            for x in 0..<width {
                                let p = y * width + x
                                let ray = camera.ray(x: x, y: y)
                                rayRows[p] = ray
                                var (colour, distance) = room.shade(origin: origin, direction: ray, camera: camera, lighting: lighting)
                                for prop in props {
                                    if let hit = prop.hit(origin: origin, direction: ray), hit.distance < distance {
                                        distance = hit.distance
                                        colour = prop.colour * lighting.intensity(normal: hit.normal, view: camera.view)
                                    }
                                }
                                depthRows[p] = distance
                                Self.store(colour, at: p * 3, in: pixelRows)
                            }
                        }
                    }
                }
            }
        }
        self.rays = rays
        staticPixels = pixels
        staticDepth = depth
        self.depth = depth
        normals = [Vector3](repeating: Vector3(0, 0, 0), count: count)
        owners = [Int32](repeating: -1, count: count)
    }

    /// One frame: the static scene with `solids` in front of it. `grainSeed` chooses the
    /// frame's sensor grain (a dim scene's noise), so two frames differ as a camera's do.
    public func render(_ solids: [Solid], grainSeed: UInt64 = 0) -> RGBImage {
        let width = camera.width, height = camera.height
        let boxes = solids.map { solid -> (x0: Int, y0: Int, x1: Int, y1: Int)? in
            let bounds = solid.bounds
            return camera.pixelBounds(centre: bounds.centre, radius: bounds.radius)
        }
        var pixels = staticPixels
        depth = staticDepth
        let origin = camera.view.position
        let view = camera.view, lighting = self.lighting
        let grain = lighting.grain
        rays.withUnsafeBufferPointer { rayBuffer in
            pixels.withUnsafeMutableBufferPointer { pixelBuffer in
                depth.withUnsafeMutableBufferPointer { depthBuffer in
                    normals.withUnsafeMutableBufferPointer { normalBuffer in
                        owners.withUnsafeMutableBufferPointer { ownerBuffer in
                            let rays = SharedRows(base: UnsafeMutablePointer(mutating: rayBuffer.baseAddress!))
                            let pixelRows = SharedRows(base: pixelBuffer.baseAddress!)
                            let depthRows = SharedRows(base: depthBuffer.baseAddress!)
                            let normalRows = SharedRows(base: normalBuffer.baseAddress!)
                            let ownerRows = SharedRows(base: ownerBuffer.baseAddress!)
                            RowBands.run(rows: height, threads: threads) { band in
                                for p in band.lowerBound * width..<band.upperBound * width { ownerRows[p] = -1 }
                                for (index, solid) in solids.enumerated() {
                                    guard let box = boxes[index], box.y1 > band.lowerBound, box.y0 < band.upperBound else { continue }
                                    for y in max(box.y0, band.lowerBound)..<min(box.y1, band.upperBound) {
                                        for x in box.x0..<box.x1 {
                                            let p = y * width + x
                                            guard let hit = solid.hit(origin: origin, direction: rays[p]), hit.distance < depthRows[p] else { continue }
                                            depthRows[p] = hit.distance
                                            normalRows[p] = hit.normal
                                            ownerRows[p] = Int32(index)
                                        }
                                    }
                                }
                                for p in band.lowerBound * width..<band.upperBound * width {
                                    let owner = ownerRows[p]
                                    if owner >= 0 {
                                        let light = lighting.intensity(normal: normalRows[p], view: view)
                                        Self.store(solids[Int(owner)].colour * light, at: p * 3, in: pixelRows)
                                    }
                                    if grain > 0 { Self.addGrain(grain, seed: grainSeed, pixel: p, in: pixelRows) }
                                }
                            }
                        }
                    }
                }
            }
        }
        return RGBImage(width: width, height: height, bytes: pixels)
    }

    /// The distance to the nearest surface at a pixel of the last frame.
    public func depth(x: Int, y: Int) -> Double { depth[y * camera.width + x] }

    private static func store(_ colour: SurfaceColour, at offset: Int, in pixels: SharedRows<UInt8>) {
        pixels[offset] = byte(colour.red)
        pixels[offset + 1] = byte(colour.green)
        pixels[offset + 2] = byte(colour.blue)
    }

    @inline(__always)
    private static func byte(_ value: Double) -> UInt8 {
        UInt8(min(255, max(0, value * 255 + 0.5)))
    }

    /// Luma grain from a hash of the seed and the pixel: the same on every run.
    private static func addGrain(_ amplitude: Double, seed: UInt64, pixel: Int, in pixels: SharedRows<UInt8>) {
        var z = seed &+ UInt64(pixel) &* 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        let noise = (Double(z & 0xFF) + Double((z >> 8) & 0xFF) - 255) / 255 * amplitude
        for channel in 0..<3 {
            let offset = pixel * 3 + channel
            pixels[offset] = UInt8(min(255, max(0, Double(pixels[offset]) + noise + 0.5)))
        }
    }
}
