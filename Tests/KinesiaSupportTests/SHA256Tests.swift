import Foundation
import KinesiaSupport
import Testing

@Test func sha256MatchesTheFIPSVectors() {
    #expect(SHA256.hex(of: Array("".utf8)) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    #expect(SHA256.hex(of: Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex(of: Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
        == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    #expect(SHA256.hex(of: [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
}

@Test func sha256InPiecesMatchesTheWhole() {
    let bytes = (0..<1000).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
    let whole = SHA256.hex(of: bytes)
    // Pieces that straddle the 64-byte blocks every way: a byte at a time up to several blocks.
    for size in [1, 3, 55, 63, 64, 65, 127, 200] {
        let hasher = SHA256()
        for start in stride(from: 0, to: bytes.count, by: size) { hasher.update(bytes[start..<min(start + size, bytes.count)]) }
        #expect(Hex.string(hasher.finalize()) == whole, "pieces of \(size)")
    }
}

@Test func sha256OfFilesMatchesSha256sum() throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("kinesia-sha256-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    var generator = SystemRandomNumberGenerator()
    // Lengths around the 55/56/64-byte padding edges and the 1 MiB read chunk.
    for length in [0, 1, 55, 56, 63, 64, 65, 119, 120, 128, (1 << 20) + 3] {
        let file = directory.appendingPathComponent("\(length).bin")
        try Data((0..<length).map { _ in UInt8.random(in: 0...255, using: &generator) }).write(to: file)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sha256sum", file.path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        process.waitUntilExit()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile().prefix(64), as: UTF8.self)
        #expect(try SHA256.hex(ofFileAt: file.path) == expected, "length \(length)")
    }
}
