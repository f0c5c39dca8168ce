import fs from 'node:fs/promises'
import path from 'node:path'
import { expect } from '@playwright/test'
import pg from 'pg'
import type { TOutboxRecord } from '@/modules/email/transport'
import { readOutbox as readOutboxDir } from '@/tests/support/outbox'
import { findPostmaster } from './postgres-process'

/** DATA_DIR of the server under test (playwright.config.ts), or of a server started by hand. */
export const e2eDataDir = process.env.E2E_DATA_DIR ?? '.tmp/e2e/data'

export async function readOutbox(dataDir = e2eDataDir): Promise<TOutboxRecord[]> {
  return readOutboxDir(path.join(dataDir, 'outbox'))
}

export async function listMailsTo(to: string): Promise<TOutboxRecord[]> {
  return (await readOutbox()).filter((mail) => mail.to === to)
}

/** Waits (expect.poll) until `count` mails to `to` are in the outbox; returns the newest. */
export async function waitForMail(to: string, count = 1): Promise<TOutboxRecord> {
  await expect
    .poll(async () => (await listMailsTo(to)).length, { message: `mail to ${to}` })
    .toBeGreaterThanOrEqual(count)
  const mails = await listMailsTo(to)
  return mails[mails.length - 1]!
}

/** Waits until a mail to `to` carries a link containing `fragment`; returns that link. Other
 *  mails to the same address (an account's verification mail, say) may arrive in any order. */
export async function waitForLink(to: string, fragment: string): Promise<string> {
  const find = async () =>
    (await listMailsTo(to))
      .reverse()
      .flatMap((mail) => mail.links)
      .find((href) => href.includes(fragment))
  await expect.poll(find, { message: `mail to ${to} with a link to ${fragment}` }).toBeTruthy()
  return (await find())!
}

/** The first link of the mail whose path contains `fragment`. */
export function linkContaining(mail: TOutboxRecord, fragment: string): string {
  const link = mail.links.find((href) => href.includes(fragment))
  if (!link) throw new Error(`no link containing ${fragment} in "${mail.subject}"`)
  return link
}

/** A short SQL session on the server's embedded PostgreSQL, for the few checks a browser cannot make. */
export async function withDatabase<T>(
  run: (client: pg.Client) => Promise<T>,
  dataDir = e2eDataDir,
): Promise<T> {
  const running = await findPostmaster(dataDir)
  if (!running) throw new Error(`no PostgreSQL runs for ${dataDir}`)
  const credentials = JSON.parse(
    await fs.readFile(path.join(dataDir, 'postgres-credentials.json'), 'utf8'),
  ) as {
    user: string
    password: string
  }
  const client = new pg.Client({
    host: '127.0.0.1',
    port: running.port,
    user: credentials.user,
    password: credentials.password,
    database: 'exhale',
  })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}
