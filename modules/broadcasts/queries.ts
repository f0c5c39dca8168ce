import 'server-only'
import { asc, count, desc, eq, sql } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { outerColumn } from '@/db/outer-column'
import { broadcast, broadcastContent, broadcastDelivery, type TBroadcastStatus } from '@/db/schema/broadcasts'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { isLocale, type TLocale } from '@/i18n/locales'

export type TBroadcastProgress = {
  status: TBroadcastStatus
  total: number
  sent: number
  failed: number
  skipped: number
  remaining: number
}

export type TBroadcastSummary = {
  id: string
  status: TBroadcastStatus
  createdAt: Date
  startedAt: Date | null
  completedAt: Date | null
  locales: TLocale[]
  subject: string | null
}

/** Broadcasts, newest first, each with a subject to recognise it by (English if written). */
export async function listBroadcasts(limit = 50): Promise<TBroadcastSummary[]> {
  const rows = await db
    .select({
      id: broadcast.id,
      status: broadcast.status,
      createdAt: broadcast.createdAt,
      startedAt: broadcast.startedAt,
      completedAt: broadcast.completedAt,
      written: sql<
        string[]
      >`coalesce((select array_agg(${broadcastContent.locale} order by ${broadcastContent.locale}) from ${broadcastContent} where ${broadcastContent.broadcastId} = ${outerColumn(broadcast, 'id')}), '{}')`,
      subject: sql<
        string | null
      >`(select ${broadcastContent.subject} from ${broadcastContent} where ${broadcastContent.broadcastId} = ${outerColumn(broadcast, 'id')} order by (${broadcastContent.locale} = 'en') desc, ${broadcastContent.locale} limit 1)`,
      locales: broadcast.locales,
    })
    .from(broadcast)
    .orderBy(desc(broadcast.createdAt))
    .limit(limit)
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    locales: (row.status === 'draft' ? row.written : row.locales).filter(isLocale),
    subject: row.subject,
  }))
}

export type TBroadcastDetail = {
  id: string
  status: TBroadcastStatus
  locales: TLocale[]
  createdAt: Date
  startedAt: Date | null
  completedAt: Date | null
  contents: Array<{ locale: TLocale; subject: string; bodyMarkdown: string }>
}

export const getBroadcast = cache(async (id: string): Promise<TBroadcastDetail | null> => {
  const [row] = await db.select().from(broadcast).where(eq(broadcast.id, id))
  if (!row) return null
  const contents = await db
    .select({
      locale: broadcastContent.locale,
      subject: broadcastContent.subject,
      bodyMarkdown: broadcastContent.bodyMarkdown,
    })
    .from(broadcastContent)
    .where(eq(broadcastContent.broadcastId, id))
    .orderBy(asc(broadcastContent.locale))
  return {
    id: row.id,
    status: row.status,
    locales: row.locales.filter(isLocale),
    createdAt: row.createdAt,
    startedAt: row.startedAt,
    completedAt: row.completedAt,
    contents: contents.flatMap((content) =>
      isLocale(content.locale) ? [{ ...content, locale: content.locale }] : [],
    ),
  }
})

/** Sent / failed / skipped / remaining of a broadcast (the page polls this while it sends). */
export async function getBroadcastProgress(id: string): Promise<TBroadcastProgress | null> {
  const [row] = await db.select({ status: broadcast.status }).from(broadcast).where(eq(broadcast.id, id))
  if (!row) return null
  const counts = await db
    .select({ status: broadcastDelivery.status, n: count() })
    .from(broadcastDelivery)
    .where(eq(broadcastDelivery.broadcastId, id))
    .groupBy(broadcastDelivery.status)
  const of = (status: string) => counts.find((entry) => entry.status === status)?.n ?? 0
  const total = counts.reduce((sum, entry) => sum + entry.n, 0)
  const sent = of('sent')
  const failed = of('failed')
  const skipped = of('skipped')
  return { status: row.status, total, sent, failed, skipped, remaining: total - sent - failed - skipped }
}

/** Confirmed subscribers per locale: who a broadcast in that language would reach. */
export async function countSubscribersByLocale(): Promise<Partial<Record<TLocale, number>>> {
  const rows = await db
    .select({ locale: newsletterSubscription.locale, n: count() })
    .from(newsletterSubscription)
    .where(sql`${newsletterSubscription.status} = 'active' and ${newsletterSubscription.email} is not null`)
    .groupBy(newsletterSubscription.locale)
  return Object.fromEntries(rows.filter((row) => isLocale(row.locale)).map((row) => [row.locale, row.n]))
}
