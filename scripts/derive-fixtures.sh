#!/usr/bin/env bash
# Derives fixtures from the real data beside the repository (../shared/data, or
# KINESIA_SHARED_DATA) into .fixtures/derived (git-ignored), reproducibly: the encoder runs
# single-threaded with bit-exact flags and no metadata that carries a date or a version, so
# every machine writes the same bytes and the sha256 pinned in manifests/ci.yaml holds; the
# reference recording is written canonically and names its inputs without their folders.
# Each derived folder carries the source's NOTICE and licence. Idempotent: a file is remade
# when its inputs (for the reference recording, also the package's sources) are newer.
set -euo pipefail
repo="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
shared="${KINESIA_SHARED_DATA:-$repo/../shared/data}"
out="$repo/.fixtures/derived"

# Rendered fixtures need no shared data: .fixtures/rendered, checked against their pins.
"$repo/scripts/render-fixtures"

if [ ! -d "$shared/tfjs-squats" ]; then
    echo "derive-fixtures: $shared/tfjs-squats not found; derived fixtures not made" >&2
    exit 0
fi
command -v ffmpeg >/dev/null || { echo "derive-fixtures: ffmpeg is not installed (scripts/setup.sh installs it)" >&2; exit 1; }

# pose_squats as a phone held upright stores it: the pixels the way the sensor saw them,
# turned a quarter clockwise (1280×720, head to the right), and a display matrix that turns
# them back (tagged `rotate=90`, which FFmpeg's display matrix reads as 90° counter-clockwise).
# A pipeline that ignores the display matrix sees the woman lying on her side.
folder="$out/tfjs-squats-portrait"
mkdir -p "$folder"
target="$folder/pose_squats_stored_landscape.mp4"
if [ ! -s "$target" ] || [ "$shared/tfjs-squats/pose_squats.mp4" -nt "$target" ]; then
    # Two passes: FFmpeg 5.1 drops a `rotate` tag on streams it re-encodes, and writes it as
    # the display matrix on a stream copy.
    ffmpeg -nostdin -loglevel error -y -threads 1 -i "$shared/tfjs-squats/pose_squats.mp4" \
        -map 0:v:0 -vf transpose=clock -c:v mpeg4 -q:v 3 -threads 1 -pix_fmt yuv420p \
        -flags +bitexact -fflags +bitexact -map_metadata -1 "$target.turned.mp4"
    ffmpeg -nostdin -loglevel error -y -i "$target.turned.mp4" -map 0:v:0 -c copy \
        -fflags +bitexact -map_metadata -1 -metadata:s:v:0 rotate=90 "$target.partial.mp4"
    rm -f "$target.turned.mp4"
    mv "$target.partial.mp4" "$target"
fi
cp -f "$shared/tfjs-squats/LICENSE-tfjs-models" "$folder/LICENSE-tfjs-models"
{
    echo "# pose_squats_stored_landscape — derived from tfjs-squats/pose_squats.mp4"
    echo
    echo "Made by scripts/derive-fixtures.sh: the same 65 frames re-encoded (MPEG-4 Part 2, bit-exact)"
    echo "with the pixels stored turned a quarter clockwise and a display matrix that turns them"
    echo "back upright, as a phone shooting in portrait stores its video. Same labels: 2 reps, 1 unfinished."
    echo
    echo "The source's notice follows; its terms apply to this derived copy."
    echo
    cat "$shared/tfjs-squats/NOTICE.md"
} > "$folder/NOTICE.md"

# The published reference landmarks of pose_squats (TensorFlow.js BlazePose full, in pixels) as
# a v1 recording, each pose stamped with its video frame's time as FileFrameSource reads it:
# the keypoint labels of the tfjs-squats fixtures. Its upright frames are the stored-landscape
# copy's too, with the same timestamps, so one recording labels both.
folder="$out/tfjs-squats-reference"
mkdir -p "$folder"
target="$folder/pose_squats.reference.json"
# Remade when its inputs or the converter's sources (any of Sources/) changed since, so that a
# converter change never leaves a stale recording matching a stale pin.
if [ ! -s "$target" ] || [ "$shared/tfjs-squats/pose_squats.mp4" -nt "$target" ] \
    || [ "$shared/tfjs-squats/pose_squats.full.json" -nt "$target" ] \
    || [ -n "$(find "$repo/Sources" -newer "$target" -print -quit)" ]; then
    command -v swift >/dev/null || { echo "derive-fixtures: swift is not on PATH" >&2; exit 1; }
    # The debug build `swift build` and `swift test` use; it only times the frames (no pixels).
    (cd "$repo" && swift run kinesia reference "$shared/tfjs-squats/pose_squats.full.json" \
        "$shared/tfjs-squats/pose_squats.mp4" -o "$target.partial")
    mv "$target.partial" "$target"
fi
cp -f "$shared/tfjs-squats/LICENSE-tfjs-models" "$folder/LICENSE-tfjs-models"
{
    echo "# pose_squats.reference.json — derived from tfjs-squats/pose_squats.full.json"
    echo
    echo "Made by scripts/derive-fixtures.sh with \`kinesia reference\`: the 65 frames of BlazePose full"
    echo "landmarks TensorFlow.js's pose-detection tests publish for pose_squats.mp4, normalized to the"
    echo "upright 720×1280 frame and stamped with each video frame's own time, as a kinesia.recording."
    echo "The keypoint labels of the tfjs-squats-diagonal and tfjs-squats-stored-landscape fixtures."
    echo
    echo "The source's notice follows; its terms apply to this derived copy."
    echo
    cat "$shared/tfjs-squats/NOTICE.md"
} > "$folder/NOTICE.md"

echo "derive-fixtures: $(cd "$out" && sha256sum tfjs-squats-portrait/pose_squats_stored_landscape.mp4)"
echo "derive-fixtures: $(cd "$out" && sha256sum tfjs-squats-reference/pose_squats.reference.json)"
