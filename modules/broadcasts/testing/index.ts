// Test helpers of broadcasts (vitest and the worker child process): subscribers made directly in
// the database, mails read back through tests/support/outbox.ts.
import { sql } from 'drizzle-orm'
import { db } from '@/db/client'

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

export { countByRecipient, readOutbox } from '@/tests/support/outbox'
