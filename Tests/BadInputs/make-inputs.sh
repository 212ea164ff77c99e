#!/usr/bin/env bash
# Remakes the binary bad inputs in inputs/ (committed; run this only to change them).
# Needs the ffmpeg command line (scripts/setup.sh installs it) and python3.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/inputs"
tmp="$(mktemp -d)"; trap 'rm -rf "$tmp"' EXIT
ff() { ffmpeg -v error -y -f lavfi -i testsrc=s=32x24:r=10:d=1 "$@"; }

# Ten good frames as raw Y4M, then the same cut inside its last frame and inside its first.
ff -pix_fmt yuv420p good.y4m
size=$(stat -c %s good.y4m)
head -c $((size - 500)) good.y4m > truncated-last-frame.y4m
head -c 600 good.y4m > truncated-first-frame.y4m
# An H.264 Matroska whose frames 5 and 7 swap presentation times: frame 6 goes back in time.
ff -c:v libx264 -bf 0 -g 100 "$tmp/forward.mkv"
ffmpeg -v error -y -i "$tmp/forward.mkv" -c copy -bsf:v "setts=pts='if(eq(N,5),PTS+200,if(eq(N,7),PTS-200,PTS))'" -f matroska timestamp-goes-back.mkv
# An MP4 (index first) cut at 60 % of its bytes.
ff -c:v libx264 -pix_fmt yuv420p -movflags +faststart "$tmp/whole.mp4"
size=$(stat -c %s "$tmp/whole.mp4")
head -c $((size * 6 / 10)) "$tmp/whole.mp4" > truncated.mp4
# A 150-byte PNG declaring 16000×16000: decoded it would need 1.2 GB.
python3 - <<'PY'
import struct, zlib
def chunk(kind, data): return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data))
header = struct.pack('>IIBBBBB', 16000, 16000, 8, 0, 0, 0, 0)
rows = b''.join(b'\0' + b'\0' * 16000 for _ in range(4))
open('huge-declared.png', 'wb').write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', header) + chunk(b'IDAT', zlib.compress(rows, 9)) + chunk(b'IEND', b''))
PY
printf 'this is not a video\n' > not-a-video.mp4
: > empty.mp4
