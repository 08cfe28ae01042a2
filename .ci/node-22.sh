#!/usr/bin/env bash
# Sourced by .ci/run: puts Node 22 (the Lambda runtime's major, nodejs22.x) first on PATH when the machine's
# own node is older. The binary comes from the npm registry's node-linux-<arch> package (a plain tarball with
# bin/node), so no download outside the registry is needed; npm itself keeps running, now on Node 22.
want=22
have=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
if [ "$have" -lt "$want" ]; then
  case "$(uname -m)" in x86_64) arch=x64 ;; aarch64) arch=arm64 ;; *) arch=$(uname -m) ;; esac
  dir=/opt/node-$want
  if [ ! -x "$dir/bin/node" ]; then
    tmp=$(mktemp -d)
    (cd "$tmp" && npm pack --silent "node-linux-$arch@$want" >/dev/null && tar xzf node-linux-*.tgz)
    mkdir -p "$dir" && cp -a "$tmp/package/." "$dir/"
    rm -rf "$tmp"
  fi
  export PATH="$dir/bin:$PATH"
fi
