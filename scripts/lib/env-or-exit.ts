/**
 * The first step of the start scripts (scripts/start.ts, scripts/cluster.ts): the validated
 * environment, or one line naming the bad variable and exit code 1.
 */
import { type Env, EnvError, parseEnv } from '../../src/lib/env'

/** Writes `message` (after `prefix`) to standard error and exits with 1. */
export function exitWith(prefix: string) {
  return (message: string): never => {
    process.stderr.write(`${prefix}${message}\n`)
    process.exit(1)
  }
}

export function envOrExit(fail: (message: string) => never): Env {
  try {
    return parseEnv(process.env)
  } catch (error) {
    if (error instanceof EnvError) fail(error.message)
    throw error
  }
}
