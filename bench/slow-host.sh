#!/usr/bin/env bash
# Runs a command on a slower host: inside a cgroup whose CPU time is capped at
# CPUS processors' worth (1.0 = one core), in periods of 5 ms, so a browser it
# starts reports a lower benchmarkIndex, with the stalls of a busy host in it.
#
#   bench/slow-host.sh 0.8 node bench/peer.ts --snapshot … --cpu calibrated
#
# On a 2-core host giving about 2 800 when quiet, 0.8 gave 900–2 200 in a sitting
# (2026-11-26); at 1.0 a run on an otherwise idle browser could still report 2 800.
# Needs root and the cgroup cpu controller (v2 `cpu.max` or v1 `cpu.cfs_quota_us`).
set -euo pipefail

if [[ $# -lt 2 ]]; then
  echo "usage: $0 <cpus, e.g. 1.0> <command> [args…]" >&2
  exit 2
fi
cpus=$1
shift
period=5000
quota=$(awk -v cpus="$cpus" -v period="$period" 'BEGIN { printf "%d", cpus * period }')
name="slow-host-$$"

if [[ -f /sys/fs/cgroup/cgroup.controllers ]]; then
  group=/sys/fs/cgroup/$name
  mkdir "$group"
  echo "$quota $period" >"$group/cpu.max"
elif [[ -d /sys/fs/cgroup/cpu ]]; then
  group=/sys/fs/cgroup/cpu/$name
  mkdir "$group"
  echo "$period" >"$group/cpu.cfs_period_us"
  echo "$quota" >"$group/cpu.cfs_quota_us"
else
  echo "no cgroup cpu controller found" >&2
  exit 1
fi

# The command's processes leave the group when they end; the group goes after them.
trap 'rmdir "$group" 2>/dev/null || true' EXIT
echo "CPU capped at $cpus of $(nproc) cores ($quota µs per $period µs)" >&2
bash -c 'echo $$ >"$1/cgroup.procs"; shift; exec "$@"' _ "$group" "$@"
