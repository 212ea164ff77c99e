import Foundation
import KinesiaCommandLine
import KinesiaMedia
import KinesiaResultCommands

// Every verb reports a bad video itself, once, naming the file; FFmpeg's own messages about
// the same failure would only repeat it.
FFmpegLog.silenceAllButFatal()

/// The verbs of `kinesia`, each in its own file, listed here in help order.
let tool = CommandLineTool(
    name: "kinesia",
    summary: "Counts exercise repetitions in videos and pose recordings, and runs the fixture harness.",
    commands: [RunCommand(), CountCommand(), RecordCommand(), FramesCommand(), ReferenceCommand(), ImportCommand(), ExercisesCommand(), RenderCommand(), RenderFixturesCommand(), MergeCommand(), CompareCommand(), ReportCommand(), RepDurationsCommand(), MutateCommand(), CalibrateCommand(), FixtureCommand()])

exit(await tool.main())
