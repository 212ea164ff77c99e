import CFFmpeg

/// FFmpeg's own messages on standard error. Process-wide, so only a program's entry point
/// should change it, never library code or parallel tests.
package enum FFmpegLog {
    /// Keeps FFmpeg quiet except for fatal messages: a command-line tool reports each failure
    /// itself, once, as a `MediaError` naming the file.
    package static func silenceAllButFatal() {
        av_log_set_level(AV_LOG_FATAL)
    }
}
