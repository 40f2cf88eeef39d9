# together "name: command" ... — runs the commands side by side, each line of their output prefixed
# with its name, and says when each ended and after how long; fails (after all have ended) when any
# of them failed. Sourced by .ci/run and scripts/test.sh.
#
# A failed job's output scrolls far up behind the other jobs' lines, and often only the end of a CI
# log is kept: so after all have ended, each failed job's failing lines (the test runners' failure
# marks and error lines, not the app's JSON log lines) and its last lines are printed once more.
together() {
  local pids=() names=() job failed=0 i logs
  logs=$(mktemp -d)
  for job in "$@"; do
    local name=${job%%:*} cmd=${job#*: }
    (
      set +e
      t0=$(date +%s)
      bash -c "set -euo pipefail; $cmd" 2>&1 | tee "$logs/$name.log" | sed -u "s/^/[$name] /"
      rc=${PIPESTATUS[0]}
      echo "[$name] finished with exit code $rc after $(( $(date +%s) - t0 ))s"
      exit "$rc"
    ) &
    pids+=("$!")
    names+=("$name")
  done
  local failures=()
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failures+=("${names[$i]}")
  done
  for name in "${failures[@]}"; do
    echo
    echo "[$name] failed; its failing lines, then its last lines:"
    # Without colour codes and without the app's JSON log lines.
    sed 's/\x1b\[[0-9;]*[a-zA-Z]//g' "$logs/$name.log" | grep -vE '^\s*(\[[A-Za-z]+\] )?\{"level"' | cut -c1-400 >"$logs/$name.plain" || true
    grep -E '✘|×|(^| )FAIL |[0-9]+ failed|AssertionError|Error:|Timed? ?out|exit code [1-9]' "$logs/$name.plain" |
      awk '!seen[$0]++' | head -n 15 | sed "s/^/[$name] ! /" || true # none found is no error (set -e)
    tail -n 6 "$logs/$name.plain" | sed "s/^/[$name] … /"
    failed=1
  done
  rm -rf "$logs"
  for name in "${failures[@]}"; do echo "FAILED: $name"; done
  return "$failed"
}
