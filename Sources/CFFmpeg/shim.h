// The FFmpeg headers Kinesia uses, plus tiny helpers for the macros Swift cannot import.
// Only Sources/KinesiaMedia/FFmpeg/ includes this module.
#ifndef KINESIA_CFFMPEG_SHIM_H
#define KINESIA_CFFMPEG_SHIM_H

#include <errno.h>
#include <libavdevice/avdevice.h>
#include <libavformat/avformat.h>
#include <libavcodec/avcodec.h>
#include <libavutil/avutil.h>
#include <libavutil/display.h>
#include <libavutil/error.h>
#include <libavutil/imgutils.h>
#include <libavutil/opt.h>
#include <libavutil/sha.h>
#include <libswscale/swscale.h>

static inline int kinesia_averror(int posix_error) { return AVERROR(posix_error); }
static inline int kinesia_averror_eof(void) { return AVERROR_EOF; }
static inline int kinesia_averror_eagain(void) { return AVERROR(EAGAIN); }
static inline int64_t kinesia_nopts_value(void) { return AV_NOPTS_VALUE; }

/// The stream's display matrix, or NULL when it has none. The side-data API moved in
/// libavformat 60.15 (FFmpeg 6.1); both shapes are kept here so Swift sees one call.
static inline const int32_t *kinesia_stream_display_matrix(const AVStream *stream) {
#if LIBAVFORMAT_VERSION_INT >= AV_VERSION_INT(60, 15, 100)
    const AVPacketSideData *side = av_packet_side_data_get(
        stream->codecpar->coded_side_data, stream->codecpar->nb_coded_side_data,
        AV_PKT_DATA_DISPLAYMATRIX);
    return side && side->size >= 9 * sizeof(int32_t) ? (const int32_t *)side->data : NULL;
#else
    size_t size = 0;
    const uint8_t *data = av_stream_get_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, &size);
    return data && size >= 9 * sizeof(int32_t) ? (const int32_t *)data : NULL;
#endif
}

/// Attaches a display matrix turning the picture `clockwise_degrees` for display.
/// Returns 0 or a negative AVERROR.
static inline int kinesia_stream_set_display_rotation(AVStream *stream, double clockwise_degrees) {
#if LIBAVFORMAT_VERSION_INT >= AV_VERSION_INT(60, 15, 100)
    AVPacketSideData *side = av_packet_side_data_new(
        &stream->codecpar->coded_side_data, &stream->codecpar->nb_coded_side_data,
        AV_PKT_DATA_DISPLAYMATRIX, 9 * sizeof(int32_t), 0);
    if (!side) return AVERROR(ENOMEM);
    av_display_rotation_set((int32_t *)side->data, clockwise_degrees);
    return 0;
#else
    uint8_t *data = av_stream_new_side_data(stream, AV_PKT_DATA_DISPLAYMATRIX, 9 * sizeof(int32_t));
    if (!data) return AVERROR(ENOMEM);
    av_display_rotation_set((int32_t *)data, clockwise_degrees);
    return 0;
#endif
}

#endif
