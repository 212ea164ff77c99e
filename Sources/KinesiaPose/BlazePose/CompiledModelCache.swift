import Foundation
import KinesiaMotion
import KinesiaSupport

/// Where compiled model blobs are kept between processes (OpenVINO's `CACHE_DIR`), one
/// folder per model digests, runtime build, CPU, instruction-set cap (`ONEDNN_MAX_CPU_ISA`,
/// which calibration sets to stand in for an older CPU) and thread count, so a blob is only
/// ever offered to the runtime and processor, as capped, that made it.
///
/// A folder is trusted only as sealed: after compiling, the sha256 of every file in it is
/// written to a seal; before compiling, a folder whose files do not match its seal (corrupt,
/// truncated, planted, or left half-written by a crash) is emptied and compiled afresh.
/// Processes that share a folder take turns (an exclusive lock on a file beside it), and a
/// cache that cannot be used (no room, no permission) only costs the compile, never the run.
public struct CompiledModelCache: Sendable, Hashable {
    public var root: URL

    public init(root: URL) { self.root = root }

    /// `$XDG_CACHE_HOME/kinesia/compiled-models`, or `~/.cache/kinesia/compiled-models`.
    public static var standard: CompiledModelCache {
        let environment = ProcessInfo.processInfo.environment
        let base = environment["XDG_CACHE_HOME"].map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache")
        return CompiledModelCache(root: base.appendingPathComponent("kinesia/compiled-models"))
    }

    private static let sealName = "SEAL.sha256"
    /// The CPU plugin's instruction-set cap: kernels, and so numerics, follow it.
    package static let instructionSetCap = "ONEDNN_MAX_CPU_ISA"

    /// Runs `compile` with the folder for these models, holding its lock, and seals what the
    /// compile left there; without a usable folder, runs `compile(nil)`. Only `compile`'s own
    /// errors are thrown.
    func compiling<Compiled>(_ models: PoseModelFiles, threads: Int, _ compile: (URL?) throws -> Compiled) throws -> Compiled {
        guard let directory = try? directory(for: models, threads: threads, environment: ProcessInfo.processInfo.environment),
              let lock = FolderLock(path: directory.path + ".lock") else { return try compile(nil) }
        defer { lock.release() }
        if FileManager.default.fileExists(atPath: directory.path), !Self.sealHolds(in: directory) {
            try? FileManager.default.removeItem(at: directory)
        }
        guard (try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)) != nil else {
            return try compile(nil)
        }
        let compiled = try compile(directory)
        try? seal(directory)
        return compiled
    }

    /// The folder for these models on this runtime and CPU, as `environment` caps it.
    func directory(for models: PoseModelFiles, threads: Int, environment: [String: String]) throws -> URL {
        let identity = [
            PoseModelFiles.digestsText,
            "openvino=\(InferenceCore.version)", "cpu=\(Self.processor)", "threads=\(threads)",
            "isa-cap=\(environment[Self.instructionSetCap] ?? "")",
        ].joined(separator: "\n")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        return root.appendingPathComponent(SHA256.hex(of: Array(identity.utf8)))
    }

    /// Records what the folder holds now, after a compile wrote (or reused) its blobs.
    private func seal(_ directory: URL) throws {
        try Self.seal(of: directory).write(to: directory.appendingPathComponent(Self.sealName), atomically: true, encoding: .utf8)
    }

    private static func sealHolds(in directory: URL) -> Bool {
        guard let recorded = try? String(contentsOf: directory.appendingPathComponent(sealName), encoding: .utf8) else { return false }
        return (try? seal(of: directory)) == recorded
    }

    /// One line per file but the seal, `sha256  name`, in name order.
    private static func seal(of directory: URL) throws -> String {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0 != sealName }.sorted()
        return try names.map { "\(try SHA256.hex(ofFileAt: directory.appendingPathComponent($0).path))  \($0)\n" }.joined()
    }

    /// The processor's model name and instruction-set flags, as the kernel reports them.
    private static let processor: String = {
        guard let info = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        let lines = info.split(separator: "\n")
        func field(_ name: String) -> String {
            lines.first { $0.hasPrefix(name) }.map { $0.split(separator: ":", maxSplits: 1).last.map(String.init) ?? "" }?
                .trimmingCharacters(in: .whitespaces) ?? ""
        }
        return field("model name") + "|" + field("flags")
    }()
}

/// An exclusive advisory lock on a file (`flock`), held until released or the process ends.
private final class FolderLock {
    private let descriptor: Int32

    init?(path: String) {
        descriptor = open(path, O_CREAT | O_RDWR | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return nil }
        guard flock(descriptor, LOCK_EX) == 0 else {
            close(descriptor)
            return nil
        }
    }

    func release() {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }
}
