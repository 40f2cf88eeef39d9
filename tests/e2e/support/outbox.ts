import fs from 'node:fs'
import path from 'node:path'

import { E2E_OUTBOX_DIR } from './constants'

/** A mail as the dev outbox writes it (src/lib/mail: one JSON line a mail in mail.jsonl). */
export type OutboxMail = { to: string; subject: string; text: string; headers?: Record<string, string>; icalEvent?: { method: string; content: string } }

/** Every mail the site under test has written to its outbox so far, oldest first. */
export function outboxMails(): OutboxMail[] {
  const file = path.join(E2E_OUTBOX_DIR, 'mail.jsonl')
  if (!fs.existsSync(file)) return []
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as OutboxMail)
}
