import Foundation

/// A Foundation or system error as one plain clause ("no such file or directory",
/// "permission denied"), never `Error Domain=NSCocoaErrorDomain Code=4 …` or "error 512".
/// The project's own errors already read well and are returned as they are.
package enum SystemErrorText {
    package static func describe(_ error: any Error) -> String {
        let bridged = error as NSError
        guard bridged.domain == NSCocoaErrorDomain || bridged.domain == NSPOSIXErrorDomain else { return "\(error)" }
        if bridged.domain == NSPOSIXErrorDomain { return posix(bridged.code) }
        if let underlying = bridged.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return posix(underlying.code)
        }
        switch CocoaError.Code(rawValue: bridged.code) {
        case .fileNoSuchFile, .fileReadNoSuchFile: return "no such file or directory"
        case .fileReadNoPermission, .fileWriteNoPermission: return "permission denied"
        case .fileWriteOutOfSpace: return "no space left on the device"
        case .fileWriteVolumeReadOnly: return "read-only file system"
        case .fileWriteFileExists: return "a file is already there"
        case .fileReadCorruptFile: return "the file is damaged"
        default: return "the system refused (Foundation code \(bridged.code))"
        }
    }

    /// strerror's text, lower-cased to sit inside a sentence.
    private static func posix(_ code: Int) -> String {
        let text = String(cString: strerror(Int32(code)))
        return text.prefix(1).lowercased() + text.dropFirst()
    }
}
