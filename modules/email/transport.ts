import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import nodemailer, { type Transporter } from 'nodemailer'
import { getConfig } from '@/lib/config'

/** A message as it leaves the app: rendered, with both parts. */
export type TOutgoingMail = {
  from: string
  to: string
  subject: string
  html: string
  text: string
  headers: Record<string, string>
}

/** What the outbox writes next to each .eml, for tests and for a person reading the folder. */
export type TOutboxRecord = {
  id: string
  messageId: string
  createdAt: string
  from: string
  to: string
  subject: string
  text: string
  html: string
  headers: Record<string, string>
  /** Every href of the HTML part, in order. */
  links: string[]
}

export type TDelivery = { messageId: string; outboxFile?: string }

export function getOutboxDir(): string {
  return path.join(getConfig().dataDir, 'outbox')
}

const holder = globalThis as typeof globalThis & { __exhaleSmtp?: Transporter }

function getSmtpTransport(url: string): Transporter {
  holder.__exhaleSmtp ??= nodemailer.createTransport(url)
  return holder.__exhaleSmtp
}

/** nodemailer composing only: gives the raw RFC 5322 message for the outbox. */
const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' })

export function extractLinks(html: string): string[] {
  const links: string[] = []
  for (const match of html.matchAll(/href="([^"]*)"/g)) {
    links.push(match[1]!.replaceAll('&amp;', '&'))
  }
  return links
}

async function writeAtomically(file: string, content: string | Buffer) {
  const temporary = `${file}.${process.pid}.tmp`
  await fs.writeFile(temporary, content)
  await fs.rename(temporary, file)
}

/**
 * Writes the message to DATA_DIR/outbox as `<time>-<id>.eml` and `.json`. The JSON is written
 * last, so a reader that lists *.json only ever sees complete messages.
 */
export async function writeToOutbox(mail: TOutgoingMail, dir = getOutboxDir()): Promise<TDelivery> {
  await fs.mkdir(dir, { recursive: true })
  const id = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`
  const info = await composer.sendMail({ ...mail })
  const raw = info.message as Buffer
  const record: TOutboxRecord = {
    id,
    messageId: info.messageId,
    createdAt: new Date().toISOString(),
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: mail.headers,
    links: extractLinks(mail.html),
  }
  await writeAtomically(path.join(dir, `${id}.eml`), raw)
  const jsonFile = path.join(dir, `${id}.json`)
  await writeAtomically(jsonFile, `${JSON.stringify(record, null, 2)}\n`)
  return { messageId: info.messageId, outboxFile: jsonFile }
}

/** SMTP when SMTP_URL is set, the outbox directory otherwise. */
export async function deliver(mail: TOutgoingMail): Promise<TDelivery> {
  const smtpUrl = getConfig().SMTP_URL
  if (!smtpUrl) return writeToOutbox(mail)
  const info = await getSmtpTransport(smtpUrl).sendMail({ ...mail })
  return { messageId: info.messageId }
}
