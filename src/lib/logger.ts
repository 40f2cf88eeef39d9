import pino from 'pino'

/** One structured logger for the app and its scripts (JSON lines; pretty output is a pipe away). */
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: undefined,
})
