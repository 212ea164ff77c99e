#!/usr/bin/env bash
# Installs everything Kinesia needs on a fresh Debian 12 machine with Swift 6 on PATH.
# Idempotent: a second run changes nothing and finishes in seconds.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"

# Debian packages: C libraries reached through systemLibrary targets, and the tools the
# scripts use. Installed only when one is missing, so a warm machine makes no network call.
packages=(pkg-config libyaml-dev libavformat-dev libavcodec-dev libavutil-dev libswscale-dev libavdevice-dev ffmpeg unzip python3-pip python3-venv)
missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    sudo=""; [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

command -v swift >/dev/null || { echo "setup: swift is not on PATH (Swift 6.0 or later is needed)" >&2; exit 1; }

"$here/install-pose-runtime.sh"
# Builds the debug `kinesia` the first time: it converts the squat video's reference landmarks.
"$here/derive-fixtures.sh"
"$here/derive-variants"
"$here/derive-mocap"
echo "setup: ready"
