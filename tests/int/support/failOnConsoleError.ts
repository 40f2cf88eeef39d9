/**
 * STYLE §10: a `console.error` during a test fails it. Payload and our logger write through pino
 * to stdout, so only real console errors (React, unhandled library warnings) trip this.
 */
import { format } from 'node:util'

import { afterEach, beforeEach } from 'vitest'

const original = console.error.bind(console)
let calls: unknown[][] = []

console.error = (...args: unknown[]) => {
  calls.push(args)
  original(...args)
}

beforeEach(() => {
  calls = []
})

afterEach(() => {
  if (calls.length === 0) return
  const first = format(...calls[0]!)
  calls = []
  throw new Error(`console.error was called during the test: ${first.slice(0, 500)}`)
})
