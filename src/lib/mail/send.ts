/**
 * Outgoing mail (docs/product.md §2): nodemailer over SMTP when SMTP_URL is set; otherwise the message is
 * written to the log and appended to the dev outbox, DATA_DIR/outbox/mail.jsonl (one JSON object a
 * line), so lead notifications, sign-up and OTP mail work on the embedded default and tests can
 * read what was sent.
 *
 * Not marked `server-only`: CLIs that load the auth or Payload config outside React's server
 * condition import it too. It uses node:fs and nodemailer, so no browser bundle can take it.
 */
import fs from 'node:fs/promises'
import path from 'node:path'

import nodemailer, { type Transporter } from 'nodemailer'

import { env } from '../env'
import { logger } from '../logger'

export type Mail = {
  to: string
  subject: string
  text: string
  html?: string
  /** Defaults to MAIL_FROM, else no-reply at the SITE_URL host. */
  from?: string
  replyTo?: string
  /** Extra header lines, such as List-Unsubscribe (RFC 8058). */
  headers?: Record<string, string>
  /** A calendar invitation (text/calendar), shown by mail clients as an event to add (site visits). */
  icalEvent?: { method: 'REQUEST' | 'PUBLISH' | 'CANCEL'; filename: string; content: string }
}

export type MailSettings = {
  smtpUrl?: string
  from: string
  dataDir: string
}

export type MailResult = { via: 'smtp'; messageId: string } | { via: 'outbox'; file: string }

/** The dev outbox file under a data directory. */
export function devOutboxFile(dataDir: string): string {
  return path.join(dataDir, 'outbox', 'mail.jsonl')
}

export function mailSettingsFromEnv(): MailSettings {
  const config = env()
  return {
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM ?? `Griha Homes <no-reply@${new URL(config.SITE_URL).hostname}>`,
    dataDir: config.DATA_DIR,
  }
}

const transports = new Map<string, Transporter>()

function transportFor(smtpUrl: string): Transporter {
  let transport = transports.get(smtpUrl)
  if (!transport) {
    // Pooled: a burst of notifications reuses a few connections instead of one handshake each.
    transport = nodemailer.createTransport({
      url: smtpUrl,
      pool: true,
      maxConnections: 2,
      // Fail a stuck server within a minute; the lead worker's lease is longer than this.
      connectionTimeout: 20_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    })
    transports.set(smtpUrl, transport)
  }
  return transport
}

/** Sends one message; throws when the SMTP server refuses it (callers decide about retries). */
export async function sendMail(mail: Mail, settings: MailSettings = mailSettingsFromEnv()): Promise<MailResult> {
  const from = mail.from ?? settings.from
  if (settings.smtpUrl) {
    const info = await transportFor(settings.smtpUrl).sendMail({ ...mail, from })
    return { via: 'smtp', messageId: String(info.messageId ?? '') }
  }
  const file = devOutboxFile(settings.dataDir)
  const record = { to: mail.to, from, subject: mail.subject, text: mail.text, html: mail.html, replyTo: mail.replyTo, headers: mail.headers, icalEvent: mail.icalEvent, at: new Date().toISOString() }
  await fs.mkdir(path.dirname(file), { recursive: true })
  // One appendFile per message: O_APPEND keeps lines whole when processes write at once.
  await fs.appendFile(file, `${JSON.stringify(record)}\n`, 'utf8')
  logger.info({ mail: { to: record.to, subject: record.subject }, outbox: file }, 'Mail written to the dev outbox (SMTP_URL is not set)')
  return { via: 'outbox', file }
}
