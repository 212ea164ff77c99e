import Foundation
import KinesiaMedia
import Testing

@Test func specificationsParseSchemesAndOptions() throws {
    let selfie = try SourceSpecification(parsing: "file:clips/selfie.mov?mirrored&max-fps=15&threads=2")
    #expect(selfie.scheme == .file)
    #expect(selfie.location == "clips/selfie.mov")
    #expect(selfie.options == FrameSourceOptions(mirrored: true, maximumFrameRate: 15, decoderThreads: 2))
    #expect(try SourceSpecification(parsing: selfie.description) == selfie)

    #expect(try SourceSpecification(parsing: "clip.mp4") == SourceSpecification(scheme: .file, location: "clip.mp4"))
    #expect(try SourceSpecification(parsing: "camera:/dev/video0?live=false").scheme == .camera)
    #expect(try SourceSpecification(parsing: "recording:run.json").scheme == .recording)
    #expect(try SourceSpecification(parsing: "file:a.mp4?live").options.livePacing)
}

@Test(arguments: ["ftp:clip.mp4", "file:", "file:a.mp4?max-fps=0", "file:a.mp4?mirrored=maybe", "file:a.mp4?speed=2"])
func badSpecificationsSayWhatIsWrong(_ text: String) {
    #expect(throws: MediaError.self) { try SourceSpecification(parsing: text) }
}

@Test func skipCountsLeadingFramesToLeaveOut() throws {
    let late = try SourceSpecification(parsing: "file:clip.mp4?skip=2&max-fps=10")
    #expect(late.options == FrameSourceOptions(maximumFrameRate: 10, skippedLeadingFrames: 2))
    #expect(try SourceSpecification(parsing: late.description) == late)
    #expect(try SourceSpecification(parsing: "file:clip.mp4?skip=0").options == FrameSourceOptions())

    let url = try scratchDirectory().appendingPathComponent("clip.mp4")
    try writePatternVideo(to: url, width: 32, height: 32, count: 5)
    #expect(try SourceSpecification(parsing: "file:\(url.path)?max-fps=10&skip=1").makeFrameSource().readAll().map(\.index) == [2, 4])
}

@Test(arguments: ["file:a.mp4?skip", "file:a.mp4?skip=-1", "file:a.mp4?skip=one", "file:a.mp4?skip=1.5"])
func aBadSkipNamesTheOption(_ text: String) {
    #expect {
        try SourceSpecification(parsing: text)
    } throws: { error in
        guard case .invalidSpecification(let source, let reason) = error as? MediaError else { return false }
        return source == text && reason.hasPrefix("skip ")
    }
}

@Test func factoryBuildsEachKindOfSource() throws {
    let url = try scratchDirectory().appendingPathComponent("clip.mp4")
    try writePatternVideo(to: url, width: 32, height: 32, count: 5)
    let file = try SourceSpecification(parsing: "file:\(url.path)?max-fps=10").makeFrameSource()
    #expect(file.dropPolicy == .never)
    #expect(try file.readAll().map(\.index) == [0, 2, 4])

    let live = try SourceSpecification(parsing: "file:\(url.path)?live").makeFrameSource(clock: ManualPacingClock())
    #expect(live.dropPolicy == .dropLate)
    #expect(try live.readAll().count == 5)

    #expect(throws: MediaError.self) { try SourceSpecification(parsing: "recording:run.json").makeFrameSource() }
    #expect {
        try SourceSpecification(parsing: "camera:/dev/video-kinesia-absent").makeFrameSource()
    } throws: { error in
        guard case .noCamera(let device, _) = error as? MediaError else { return false }
        return device == "/dev/video-kinesia-absent"
    }
}
