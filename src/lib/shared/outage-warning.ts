/**
 * At most one warning a minute about a dependency that does not answer (docs/product.md §20: a Redis
 * outage leaves one line a minute in the log, not one per request or per reconnect attempt). The
 * lines in between are counted, and the next warning says how many were held back.
 */
export const OUTAGE_WARNING_INTERVAL_MS = 60_000

export class OutageWarning {
  private lastAt = -Infinity
  private held = 0

  constructor(
    private readonly warn: (held: number) => void,
    private readonly now: () => number = Date.now,
    private readonly intervalMs = OUTAGE_WARNING_INTERVAL_MS,
  ) {}

  /** Reports the failure, or counts it when a warning was written less than a minute ago. */
  report(): void {
    const now = this.now()
    if (now - this.lastAt < this.intervalMs) {
      this.held++
      return
    }
    this.lastAt = now
    const held = this.held
    this.held = 0
    this.warn(held)
  }

  /** The dependency answers again: the next failure is warned about at once. */
  recovered(): void {
    this.lastAt = -Infinity
    this.held = 0
  }
}
