#!/usr/bin/env bash
# Installs the pose runtime: OpenVINO's C libraries and headers (from the `openvino` wheel)
# where the dynamic loader and pkg-config already look, and the BlazePose models (from the
# `mediapipe` wheel) where KinesiaPose finds them with no environment variable.
# Idempotent: with everything in place it makes no download and changes nothing.
set -euo pipefail

openvino_version=2026.4.1
openvino_soversion=2641
mediapipe_version=0.10.21
prefix=/usr/local
model_dir="$prefix/share/kinesia/models"
cache="${XDG_CACHE_HOME:-$HOME/.cache}/kinesia/wheels"

# The two models KinesiaPose loads, with the sha256 it checks at load time.
models=(
    "mediapipe/modules/pose_detection/pose_detection.tflite 9ba9dd3d42efaaba86b4ff0122b06f29c4122e756b329d89dca1e297fd8f866c"
    "mediapipe/modules/pose_landmark/pose_landmark_full.tflite e9a5c5cb17f736fafd4c2ec1da3b3d331d6edbe8a0d32395855aeb2cdfd64b9f"
)
# Only what reading a .tflite model and running it on the CPU needs, and the IR frontend the
# CPU plugin reads its own compiled blobs back with: without it every cached blob fails to
# import ("Unable to read the model") and each process silently compiles again.
libraries=(
    "libopenvino.so.$openvino_soversion"
    "libopenvino_c.so.$openvino_soversion"
    "libopenvino_intel_cpu_plugin.so"
    "libopenvino_tensorflow_lite_frontend.so.$openvino_soversion"
    "libopenvino_ir_frontend.so.$openvino_soversion"
    "libtbb.so.12"
)

sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"

models_ok() {
    local entry path sum
    for entry in "${models[@]}"; do
        read -r path sum <<<"$entry"
        [ -f "$model_dir/$(basename "$path")" ] || return 1
        echo "$sum  $model_dir/$(basename "$path")" | sha256sum --check --status || return 1
    done
}

runtime_ok() {
    local library
    for library in "${libraries[@]}"; do [ -f "$prefix/lib/$library" ] || return 1; done
    [ -f "$prefix/include/openvino/c/openvino.h" ] || return 1
    [ "$(pkg-config --modversion openvino_c 2>/dev/null)" = "$openvino_version" ] || return 1
    ldconfig -p | grep -q "libopenvino_c.so.$openvino_soversion " || return 1
}

if models_ok && runtime_ok; then
    echo "pose runtime: OpenVINO $openvino_version and the BlazePose models are installed"
    exit 0
fi

# Wheels for CPython 3.11 on manylinux: only unpacked, never imported, so the local Python
# version does not matter. pip is asked only for a wheel not already in the cache.
wheel() { compgen -G "$cache/$1-$2-*.whl" | head -n 1; }
download() {
    [ -n "$(wheel "$1" "$2")" ] && return 0
    mkdir -p "$cache"
    python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
        --python-version 3.11 --platform manylinux_2_28_x86_64 -d "$cache" "$1==$2"
}
download openvino "$openvino_version"
download mediapipe "$mediapipe_version"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# Models: verified before they are installed, so a corrupt download never lands.
model_paths=()
for entry in "${models[@]}"; do read -r path sum <<<"$entry"; model_paths+=("$path"); done
unzip -q -o "$(wheel mediapipe "$mediapipe_version")" "${model_paths[@]}" -d "$work"
for entry in "${models[@]}"; do
    read -r path sum <<<"$entry"
    echo "$sum  $work/$path" | sha256sum --check --status \
        || { echo "pose runtime: $path in the mediapipe wheel has the wrong sha256" >&2; exit 1; }
done
$sudo install -d "$model_dir"
for path in "${model_paths[@]}"; do $sudo install -m 644 "$work/$path" "$model_dir/"; done

# OpenVINO: libraries, the unversioned link name the wheel lacks, C headers, pkg-config file.
unzip -q -o "$(wheel openvino "$openvino_version")" \
    "${libraries[@]/#/openvino/libs/}" 'openvino/include/openvino/c/*' -d "$work"
$sudo install -d "$prefix/lib/pkgconfig" "$prefix/include/openvino"
for library in "${libraries[@]}"; do $sudo install -m 755 "$work/openvino/libs/$library" "$prefix/lib/"; done
$sudo ln -sf "libopenvino_c.so.$openvino_soversion" "$prefix/lib/libopenvino_c.so"
$sudo rm -rf "$prefix/include/openvino/c"
$sudo cp -r "$work/openvino/include/openvino/c" "$prefix/include/openvino/"
$sudo tee "$prefix/lib/pkgconfig/openvino_c.pc" >/dev/null <<EOF
prefix=$prefix
libdir=\${prefix}/lib
includedir=\${prefix}/include

Name: openvino_c
Description: OpenVINO C API (from the openvino $openvino_version wheel)
Version: $openvino_version
Libs: -L\${libdir} -lopenvino_c
Cflags: -I\${includedir}
EOF
$sudo ldconfig

models_ok && runtime_ok || { echo "pose runtime: installation did not verify" >&2; exit 1; }
echo "pose runtime: installed OpenVINO $openvino_version into $prefix and the models into $model_dir"
