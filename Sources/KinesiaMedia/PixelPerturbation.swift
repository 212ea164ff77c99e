import KinesiaSupport

/// A pixel change a phone or an app makes without anyone seeing it, applied by a source to
/// every frame it delivers (upright and un-mirrored, in its one pixel format). Real reps sit at
/// the counter's margins, where such a change can flip a count; calibration applies each one
/// to measure that. Deterministic: the same frame always gives the same bytes.
///
/// Written in a source specification as `pixels=mjpeg-q5`, `pixels=narrower`,
/// `pixels=brightness+10` or `pixels=brightness-10`.
package enum PixelPerturbation: Sendable, Hashable, CustomStringConvertible {
    /// Each frame encoded as a JPEG picture (FFmpeg's MJPEG, 4:2:0, one thread) at this
    /// quantizer scale, and decoded back: as a phone's photo path or an app's frame upload does.
    case reencoded(quantizer: Int)
    /// The picture resized to one pixel narrower, its height kept in proportion (rounded to the
    /// nearest pixel: one pixel less for 4:3, 16:9 or their portrait turns), bilinear, as an
    /// app's resize to a "fitting" size does.
    case narrowedByOnePixel
    /// Every channel of every pixel scaled by (100 + percent) %, rounded half up, clamped at 255.
    case brightness(percent: Int)

    /// MJPEG's quantizer scales: 2 is the finest, 31 the coarsest.
    package static let quantizerRange = ValueRange(2...31)
    /// A brightness change of −100 % is black; beyond ±100 % is no longer a phone's adjustment.
    package static let brightnessPercentRange = ValueRange(-100...100)

    package var description: String {
        switch self {
        case .reencoded(let quantizer): "mjpeg-q\(quantizer)"
        case .narrowedByOnePixel: "narrower"
        case .brightness(let percent): percent < 0 ? "brightness\(percent)" : "brightness+\(percent)"
        }
    }

    /// The size of a `width` × `height` frame once perturbed.
    package func size(ofWidth width: Int, height: Int) -> (width: Int, height: Int) {
        guard case .narrowedByOnePixel = self, width > 1 else { return (width, height) }
        let narrowed = width - 1
        // Rounded half up in integers: the same on every machine.
        let proportional = (2 * height * narrowed + width) / (2 * width)
        return (narrowed, max(1, proportional))
    }

    /// Parses the text `description` writes; the reason names what is expected otherwise.
    package init(parsing text: String) throws(PixelPerturbationSyntaxError) {
        if text == "narrower" {
            self = .narrowedByOnePixel
        } else if let quantizer = Self.number(after: "mjpeg-q", in: text) {
            guard Self.quantizerRange.contains(quantizer) else {
                throw PixelPerturbationSyntaxError(text: text, reason: "the MJPEG quantizer must be \(Self.quantizerRange.phrase)")
            }
            self = .reencoded(quantizer: quantizer)
        } else if let percent = Self.number(after: "brightness+", in: text) ?? Self.number(after: "brightness-", in: text).map({ -$0 }) {
            guard Self.brightnessPercentRange.contains(percent), percent != 0 else {
                throw PixelPerturbationSyntaxError(
                    text: text, reason: "the brightness change must be a percentage \(Self.brightnessPercentRange.phrase), not 0")
            }
            self = .brightness(percent: percent)
        } else {
            throw PixelPerturbationSyntaxError(text: text, reason: "expected mjpeg-qN, narrower, brightness+N or brightness-N")
        }
    }

    /// The decimal digits after `prefix`, when `text` is exactly that (no sign, no spaces).
    private static func number(after prefix: String, in text: String) -> Int? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.count <= 9, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return Int(digits)
    }
}

/// Why a text is not a `PixelPerturbation`.
package struct PixelPerturbationSyntaxError: Error, Sendable, Hashable {
    package let text: String
    package let reason: String
}
