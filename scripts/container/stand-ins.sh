#!/usr/bin/env bash
# Stand-in base images, for this machine only: it has podman but can pull no image from any
# registry. Each stand-in is tagged with the very name the Dockerfile and compose.yaml use
# (docker.io/library/node:20-bookworm-slim, postgres, redis, nginx), so those files stay the
# real ones a self-hoster runs with the real images. Made from Debian bookworm by debootstrap
# (minbase) with Node 20 copied from this machine; postgres, redis and nginx are Debian's
# packages behind small entrypoints that honour the variables compose.yaml sets.
# An image already present is kept (delete it to make it again). Runs as root.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mirror="${DEBIAN_MIRROR:-http://deb.debian.org/debian}"

debian=localhost/quan-stand-in/debian:bookworm
node=docker.io/library/node:20-bookworm-slim
postgres=docker.io/library/postgres:15-bookworm
redis=docker.io/library/redis:7-bookworm
nginx=docker.io/library/nginx:1.27-bookworm

present() { podman image exists "$1"; }

if ! present "$debian"; then
  rootfs="$(mktemp -d /var/tmp/quan-bookworm.XXXXXX)"
  trap 'rm -rf "$rootfs"' EXIT
  echo "stand-ins: debootstrap bookworm (minbase) into $rootfs"
  debootstrap --variant=minbase bookworm "$rootfs" "$mirror" >"$rootfs.log" 2>&1 ||
    { tail -20 "$rootfs.log"; exit 1; }
  rm -f "$rootfs.log"
  cat >"$rootfs/etc/apt/sources.list" <<SOURCES
deb $mirror bookworm main
deb $mirror bookworm-updates main
deb http://deb.debian.org/debian-security bookworm-security main
SOURCES
  # As Docker's Debian images do: apt keeps no package caches, and no documentation.
  cat >"$rootfs/etc/apt/apt.conf.d/docker-clean" <<'CLEAN'
DPkg::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
APT::Update::Post-Invoke { "rm -f /var/cache/apt/archives/*.deb /var/cache/apt/archives/partial/*.deb /var/cache/apt/*.bin || true"; };
Dir::Cache::pkgcache "";
Dir::Cache::srcpkgcache "";
CLEAN
  echo 'Acquire::Languages "none";' >"$rootfs/etc/apt/apt.conf.d/docker-no-languages"
  cat >"$rootfs/etc/dpkg/dpkg.cfg.d/docker-slim" <<'SLIM'
path-exclude /usr/share/doc/*
path-exclude /usr/share/man/*
path-exclude /usr/share/info/*
path-exclude /usr/share/locale/*
path-include /usr/share/locale/locale.alias
SLIM
  rm -rf "$rootfs"/var/lib/apt/lists/* "$rootfs"/var/cache/apt/*.bin "$rootfs"/var/cache/apt/archives/*.deb \
    "$rootfs"/usr/share/doc/* "$rootfs"/usr/share/man/* "$rootfs"/usr/share/info/*
  tar -C "$rootfs" -c . | podman import --quiet --change 'CMD ["bash"]' - "$debian" >/dev/null
  rm -rf "$rootfs"
  trap - EXIT
fi

if ! present "$node"; then
  echo "stand-ins: $node from $debian and this machine's $(node --version)"
  work="$(buildah from --pull=never "$debian")"
  trap 'buildah rm "$work" >/dev/null' EXIT
  # Where the real image keeps them: node and npm under /usr/local, a user "node" (1000:1000).
  buildah copy "$work" "$(readlink -f "$(command -v node)")" /usr/local/bin/node >/dev/null
  buildah copy "$work" /usr/lib/node_modules/npm /usr/local/lib/node_modules/npm >/dev/null
  # The headers node-gyp compiles native modules against (better-sqlite3), as the real image has.
  # node-gyp would fetch them from nodejs.org, which this machine cannot reach (nor GitHub, for a
  # prebuilt better-sqlite3): npm is told where they are, as this machine's own npm is.
  buildah copy "$work" /usr/include/node /usr/local/include/node >/dev/null
  buildah config --env npm_config_nodedir=/usr/local "$work"
  buildah run "$work" -- sh -c '
    ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm &&
    ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx &&
    groupadd --gid 1000 node && useradd --uid 1000 --gid node --shell /bin/bash --create-home node'
  # This machine reaches the npm registry through a proxy with its own certificate authority:
  # the stand-in trusts what the machine trusts (its public CA bundle), as a company's base
  # image would, so the Dockerfile's `npm ci` needs nothing of it.
  ca_bundle=/etc/ssl/certs/ca-certificates.crt
  if [ -f "$ca_bundle" ]; then
    buildah copy "$work" "$ca_bundle" /usr/local/share/quan-stand-in/ca-certificates.crt >/dev/null
    buildah config --env NODE_EXTRA_CA_CERTS=/usr/local/share/quan-stand-in/ca-certificates.crt "$work"
  fi
  buildah config --cmd '["node"]' "$work"
  buildah commit --quiet --format docker "$work" "$node" >/dev/null
  buildah rm "$work" >/dev/null
  trap - EXIT
fi

build() {
  present "$1" && return
  echo "stand-ins: $1 from $debian with apt"
  podman build --quiet --pull=never --format docker --build-arg "BASE=$debian" \
    -f "$here/stand-ins/$2.Containerfile" -t "$1" "$here/stand-ins" >/dev/null
}
build "$postgres" postgres
build "$redis" redis
build "$nginx" nginx
echo "stand-ins: ready ($node, $postgres, $redis, $nginx)"
