import Foundation
import KinesiaCommandLine

/// The verbs of `kinesia`, each in its own file, listed here in help order.
let tool = CommandLineTool(
    name: "kinesia",
    summary: "Counts exercise repetitions in videos and pose recordings, and runs the fixture harness.",
    commands: [RunCommand(), CountCommand(), RecordCommand(), FramesCommand(), ReferenceCommand(), ExercisesCommand(), MergeCommand(), MutateCommand(), CalibrateCommand()])

exit(await tool.main())
