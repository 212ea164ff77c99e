import Foundation
import KinesiaCommandLine
import KinesiaResultCommands

/// `kinesia`'s verbs that read and write results alone, in a tool that links neither FFmpeg nor
/// OpenVINO: a CI job that merges shards or compares two runs needs no pose runtime.
let tool = CommandLineTool(
    name: "kinesia-results",
    summary: "Merges and compares kinesia results files (the same verbs as `kinesia merge` and `kinesia compare`).",
    commands: [MergeCommand(), CompareCommand()])

exit(await tool.main())
