import Foundation

/// The real data folder beside the repository (`<repo>/../shared/data`), never copied in.
let sharedDataDirectory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("shared/data", isDirectory: true)

let sharedDataIsPresent = FileManager.default.fileExists(atPath: sharedDataDirectory.path)
