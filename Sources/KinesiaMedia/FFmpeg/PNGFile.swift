import CFFmpeg
import Foundation
import KinesiaSupport

/// PNG stills: for report images and for looking at a frame.
public enum PNGFile {
    /// Encodes `image` losslessly and writes it to `url`.
    public static func write(_ image: RGBImage, to url: URL) throws(MediaError) {
        let path = url.path
        let encoder = try VideoEncoder(codecName: "png", configure: { context in
            context.pointee.width = Int32(image.width)
            context.pointee.height = Int32(image.height)
            context.pointee.pix_fmt = AV_PIX_FMT_RGB24
            context.pointee.time_base = AVRational(num: 1, den: 1)
        }, path: path)
        let frame = FrameBuffer()
        frame.pointer.pointee.width = Int32(image.width)
        frame.pointer.pointee.height = Int32(image.height)
        frame.pointer.pointee.format = AV_PIX_FMT_RGB24.rawValue
        let packet = PacketBuffer()
        var encoded = Data()
        do throws(FFmpegCallFailure) {
            let allocated = av_frame_get_buffer(frame.pointer, 0)
            guard allocated >= 0 else { throw FFmpegCallFailure(code: allocated) }
            try PixelConverter().fill(frame, from: image)
            frame.pointer.pointee.pts = 0
            try encoder.send(frame)
            try encoder.send(nil)
            while try encoder.receive(into: packet) {
                encoded.append(packet.pointer.pointee.data, count: Int(packet.pointer.pointee.size))
                av_packet_unref(packet.pointer)
            }
        } catch {
            throw .cannotWrite(path: path, reason: error.text)
        }
        do { try OutputFile.write(encoded, to: url) } catch { throw .cannotWrite(path: path, reason: error.reason) }
    }

    /// Reads a PNG (or any still FFmpeg decodes) as RGB.
    public static func read(_ url: URL) throws(MediaError) -> RGBImage {
        let source = try FileFrameSource(url: url)
        let frame: TimedFrame?
        do { frame = try source.next() } catch let error as MediaError { throw error } catch {
            throw .unreadable(path: url.path, reason: "\(error)")
        }
        guard let frame else { throw .unreadable(path: url.path, reason: "no picture") }
        return frame.image
    }
}
