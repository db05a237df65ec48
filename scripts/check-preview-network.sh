#!/bin/sh
# The heatmap preview's network check (scripts/check-preview-network.ts) in a network namespace of its own:
# a user namespace maps the caller to root there, loopback comes up, and 169.254.169.254 (a cloud's metadata
# address) and 93.184.216.34 (a "public" customer site) are added to it. Nothing can leave the namespace: it
# has no other interface. Needs util-linux's unshare and iproute2's ip, and unprivileged user namespaces.
set -eu
cd "$(dirname "$0")/.."
exec unshare --user --map-root-user --net sh -c '
  set -eu
  ip link set lo up
  ip addr add 169.254.169.254/32 dev lo
  ip addr add 93.184.216.34/32 dev lo
  exec node_modules/.bin/tsx scripts/check-preview-network.ts
'
