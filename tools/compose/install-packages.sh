#!/usr/bin/env bash
# The Debian packages tools/compose needs: podman with the runc runtime, podman-compose, mmdebstrap
# (the local base image), and the network and DNS helpers for the containers' own network. Installed
# with apt-get when missing and this runs as root; otherwise it prints the command and fails.
set -euo pipefail
PACKAGES=(podman podman-compose runc mmdebstrap netavark aardvark-dns uidmap slirp4netns fuse-overlayfs)
missing=()
for package in "${PACKAGES[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2> /dev/null | grep -q 'install ok installed' || missing+=("$package")
done
if [[ ${#missing[@]} -eq 0 ]]; then
  echo "[packages] ${PACKAGES[*]}: installed"
  exit 0
fi
if [[ $(id -u) -ne 0 ]] || ! command -v apt-get > /dev/null; then
  echo "[packages] missing: ${missing[*]}. As root on Debian bookworm:" >&2
  echo "  apt-get update && apt-get install -y ${missing[*]}" >&2
  exit 1
fi
echo "[packages] installing ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" > /dev/null
