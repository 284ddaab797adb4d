#!/usr/bin/env bash
# The whole suite on a busy machine (issue #37): N runs of .ci/run, one after another, each on a
# fresh clone of this repository's HEAD (its own .venv from the project's files), with H CPU hogs
# beside them; each run's result, time and 1-minute load average (sampled every 10 s) go to
# LOG. Run two at once (two TAGs) to make the runs share the processors with each other.
#   tools/suite_under_load.sh N H TAG [WORKDIR]     e.g. tools/suite_under_load.sh 5 1 A /tmp/busy
set -u
N=$1; H=$2; TAG=$3; WORK=${4:-/tmp/shikitable-busy}
REPO="$(cd "$(dirname "$0")/.." && pwd)"
mkdir -p "$WORK"
LOG="$WORK/runs-$TAG.log"
hogs=()
for _ in $(seq "$H"); do nice -n 0 python3 -c 'while True: pass' & hogs+=($!); done
trap 'kill ${hogs[*]} 2>/dev/null' EXIT
for i in $(seq "$N"); do
  dir="$WORK/run-$TAG-$i"
  rm -rf "$dir"; git clone -q "$REPO" "$dir"
  commit=$(git -C "$dir" rev-parse --short HEAD)
  ( while true; do cut -d' ' -f1 /proc/loadavg; sleep 10; done ) > "$dir.loads" & sampler=$!
  start=$(date +%s)
  (cd "$dir" && ./.ci/run > "$dir.out" 2>&1); rc=$?
  kill $sampler
  secs=$(( $(date +%s) - start ))
  loads=$(sort -n "$dir.loads" | awk '{a[NR]=$1} END {printf "min %s median %s max %s", a[1], a[int((NR+1)/2)], a[NR]}')
  summary=$(tail -n 3 "$dir.out" | grep -E "passed|failed" | tail -1)
  echo "run $i commit $commit rc=$rc ${secs}s load($loads) :: $summary" >> "$LOG"
  [ "$rc" = 0 ] && rm -rf "$dir/.venv"
done
