import 'server-only'
import { and, count, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { db } from '@/db/client'
import { outerColumn } from '@/db/outer-column'
import { auditLog } from '@/db/schema/audit'
import { accounts, users } from '@/db/schema/auth'
import { certificate } from '@/db/schema/certificates'
import { challenge } from '@/db/schema/challenges'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { purchase } from '@/db/schema/purchases'
import { surveyResponse } from '@/db/schema/surveys'
import { CURRENT_SURVEYS, maxScore, SURVEY_KEYS, type TSurveyKey } from '@/modules/surveys/public'
import type { TAuditFilter, TUserSearch } from './schemas'

const DAY_MS = 24 * 60 * 60 * 1000

export type TDashboardCounts = {
  users: number
  newUsers7d: number
  newUsers30d: number
  subscribers: number
  surveyResponses: number
  certificates: number
  activeChallenges: number
  purchases: number
  revenue: Array<{ currency: string; amountMinor: number; count: number }>
}

/** The dashboard's key figures, each one indexed count. */
export async function getDashboardCounts(now = new Date()): Promise<TDashboardCounts> {
  const since7 = new Date(now.getTime() - 7 * DAY_MS)
  const since30 = new Date(now.getTime() - 30 * DAY_MS)
  const today = now.toISOString().slice(0, 10)
  const [userCounts, subscribers, responses, certificates, activeChallenges, purchases, revenue] =
    await Promise.all([
      db
        .select({
          total: count(),
          last7: sql<number>`count(*) filter (where ${users.createdAt} >= ${since7})`.mapWith(Number),
          last30: sql<number>`count(*) filter (where ${users.createdAt} >= ${since30})`.mapWith(Number),
        })
        .from(users),
      db
        .select({ n: count() })
        .from(newsletterSubscription)
        .where(eq(newsletterSubscription.status, 'active')),
      db.select({ n: count() }).from(surveyResponse),
      db.select({ n: count() }).from(certificate),
      db
        .select({ n: count() })
        .from(challenge)
        .where(
          and(
            sql`${challenge.closedAt} is null`,
            sql`${challenge.startsOn} <= ${today}::date`,
            sql`${challenge.startsOn} + ${challenge.lengthDays} > ${today}::date`,
          ),
        ),
      db.select({ n: count() }).from(purchase).where(eq(purchase.status, 'completed')),
      db
        .select({
          currency: purchase.currency,
          amountMinor: sql<number>`coalesce(sum(${purchase.amountMinor}), 0)`.mapWith(Number),
          count: count(),
        })
        .from(purchase)
        .where(and(eq(purchase.status, 'completed'), sql`${purchase.currency} is not null`))
        .groupBy(purchase.currency)
        .orderBy(purchase.currency),
    ])
  return {
    users: userCounts[0]?.total ?? 0,
    newUsers7d: userCounts[0]?.last7 ?? 0,
    newUsers30d: userCounts[0]?.last30 ?? 0,
    subscribers: subscribers[0]?.n ?? 0,
    surveyResponses: responses[0]?.n ?? 0,
    certificates: certificates[0]?.n ?? 0,
    activeChallenges: activeChallenges[0]?.n ?? 0,
    purchases: purchases[0]?.n ?? 0,
    revenue: revenue.map((row) => ({
      currency: row.currency ?? '',
      amountMinor: row.amountMinor,
      count: row.count,
    })),
  }
}

export type TScoreDistribution = {
  survey: TSurveyKey
  min: number
  max: number
  counts: number[]
  total: number
}

/** How many responses had each score, per survey (every score from the lowest to the highest). */
export async function getSurveyScoreDistributions(): Promise<TScoreDistribution[]> {
  const rows = await db
    .select({ survey: surveyResponse.survey, score: surveyResponse.score, n: count() })
    .from(surveyResponse)
    .groupBy(surveyResponse.survey, surveyResponse.score)
  return SURVEY_KEYS.map((survey) => {
    const definition = CURRENT_SURVEYS[survey]
    const min = definition.questions.reduce(
      (sum, question) => sum + Math.min(...question.options.map((option) => option.score)),
      0,
    )
    const max = maxScore(definition)
    const counts = Array.from({ length: max - min + 1 }, () => 0)
    for (const row of rows) {
      if (row.survey !== survey || row.score < min || row.score > max) continue
      counts[row.score - min] = row.n
    }
    return { survey, min, max, counts, total: counts.reduce((a, b) => a + b, 0) }
  })
}

export type TAuditRow = {
  id: string
  at: Date
  actorId: string | null
  actorEmail: string | null
  action: string
  targetType: string | null
  targetId: string | null
  /** The target user's address today (looked up, never stored: the log outlives accounts). */
  targetEmail: string | null
  details: Record<string, unknown>
}

const actor = alias(users, 'actor')
const targetUser = alias(users, 'target_user')

/** An id, or an address matched case-insensitively against the account it belongs to today. */
function idOrEmail(idColumn: SQL, emailColumn: SQL, value: string): SQL {
  return value.includes('@')
    ? sql`lower(${emailColumn}) = ${value.trim().toLowerCase()}`
    : sql`${idColumn} = ${value.trim()}`
}

/** Audit entries, newest first, filtered by action, actor or target (an id or an address). */
export async function listAuditEntries(
  filter: TAuditFilter,
): Promise<{ rows: TAuditRow[]; hasMore: boolean }> {
  const conditions: SQL[] = []
  if (filter.action) conditions.push(eq(auditLog.action, filter.action))
  if (filter.actor) conditions.push(idOrEmail(sql`${auditLog.actorId}`, sql`${actor.email}`, filter.actor))
  if (filter.target)
    conditions.push(idOrEmail(sql`${auditLog.targetId}`, sql`${targetUser.email}`, filter.target))
  if (filter.before) conditions.push(lt(auditLog.at, filter.before))
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      actorId: auditLog.actorId,
      actorEmail: actor.email,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      targetEmail: targetUser.email,
      details: auditLog.details,
    })
    .from(auditLog)
    .leftJoin(actor, eq(actor.id, auditLog.actorId))
    .leftJoin(targetUser, and(eq(auditLog.targetType, 'user'), eq(targetUser.id, auditLog.targetId)))
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(filter.limit + 1)
  return { rows: rows.slice(0, filter.limit), hasMore: rows.length > filter.limit }
}

export type TUserRow = {
  id: string
  email: string
  name: string
  role: string
  banned: boolean
  banReason: string | null
  emailVerified: boolean
  createdAt: Date
  /** Sign-in methods: Better Auth provider ids (credential, google, apple, oidc). */
  methods: string[]
  /** The second factor (authenticator app) is on. */
  twoFactorEnabled: boolean
}

/** `%`, `_` and `\` typed into the search box are literal characters, not patterns. */
export function escapeLikePattern(term: string): string {
  return term.replace(/[\\%_]/g, (character) => `\\${character}`)
}

/**
 * One page of users, newest first, optionally narrowed by a part of the email or name
 * (ILIKE on trigram indexes, db/migrations/0005_admin_user_search.sql;
 * docs/decisions/011-admin-user-search.md). Paging happens in the database, so 100 000 users stay fast.
 */
export async function searchUsers(search: TUserSearch): Promise<{ rows: TUserRow[]; total: number }> {
  const term = search.q.trim()
  const pattern = `%${escapeLikePattern(term)}%`
  const where = and(
    term ? or(sql`${users.email} ilike ${pattern}`, sql`${users.name} ilike ${pattern}`) : undefined,
    search.role === 'admin' ? eq(users.role, 'admin') : undefined,
    search.role === 'banned' ? eq(users.banned, true) : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: users.id,
        email: users.email,
        name: users.name,
        role: users.role,
        banned: users.banned,
        banReason: users.banReason,
        emailVerified: users.emailVerified,
        createdAt: users.createdAt,
        twoFactorEnabled: sql<boolean>`coalesce(${users.twoFactorEnabled}, false)`,
        methods: sql<
          string[]
        >`coalesce((select array_agg(distinct ${accounts.providerId} order by ${accounts.providerId}) from ${accounts} where ${accounts.userId} = ${outerColumn(users, 'id')}), '{}')`,
      })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(search.pageSize)
      .offset((search.page - 1) * search.pageSize),
    db.select({ n: count() }).from(users).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}
