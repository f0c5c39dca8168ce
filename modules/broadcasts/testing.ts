// Test helpers of broadcasts (vitest and the worker child process): subscribers made directly in
// the database, mails read back from an outbox directory.
import fs from 'node:fs/promises'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { db } from '@/db/client'
import type { TOutboxRecord } from '@/modules/email/transport'

/** `count` confirmed subscribers of a locale, in one statement (2 000 take a few milliseconds). */
export async function insertSubscribers(
  count: number,
  locale: string,
  options: { prefix?: string; status?: 'pending' | 'active' | 'unsubscribed' } = {},
): Promise<void> {
  const prefix = options.prefix ?? `sub-${locale}`
  const status = options.status ?? 'active'
  await db.execute(sql`
    insert into newsletter_subscription
      (email, email_hash, masked_email, status, locale, consent_at, consent_text_version, confirmed_at)
    select case when ${status} = 'unsubscribed' then null else ${prefix} || '-' || n || '@example.test' end,
           ${prefix} || '-hash-' || n, 'x•••@e•••.test', ${status}, ${locale}, now(), 'v1',
           case when ${status} = 'active' then now() end
    from generate_series(1, ${count}) as n`)
}

export async function readOutbox(dir: string): Promise<TOutboxRecord[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[])
  const records: TOutboxRecord[] = []
  for (const name of names.filter((file) => file.endsWith('.json'))) {
    records.push(JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as TOutboxRecord)
  }
  return records
}

/** How many mails each address got. */
export function countByRecipient(records: TOutboxRecord[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const record of records) counts.set(record.to, (counts.get(record.to) ?? 0) + 1)
  return counts
}
