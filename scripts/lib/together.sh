# together "name: command" ... — runs the commands side by side, each line of their output prefixed
# with its name, and says when each ended and after how long; fails (after all have ended) when any
# of them failed. Sourced by .ci/run and scripts/test.sh.
together() {
  local pids=() names=() job failed=0 i
  for job in "$@"; do
    local name=${job%%:*} cmd=${job#*: }
    (
      set +e
      t0=$(date +%s)
      bash -c "set -euo pipefail; $cmd" 2>&1 | sed -u "s/^/[$name] /"
      rc=${PIPESTATUS[0]}
      echo "[$name] finished with exit code $rc after $(( $(date +%s) - t0 ))s"
      exit "$rc"
    ) &
    pids+=("$!")
    names+=("$name")
  done
  for i in "${!pids[@]}"; do
    if ! wait "${pids[$i]}"; then
      echo "FAILED: ${names[$i]}"
      failed=1
    fi
  done
  return "$failed"
}
