import 'server-only'
import { and, asc, count, desc, eq, gt, lt, type SQL, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { cache } from 'react'
import { db } from '@/db/client'
import { outerColumn } from '@/db/outer-column'
import { users } from '@/db/schema/auth'
import { codeCampaign, codeRedemption, redeemableCode } from '@/db/schema/codes'
import { normalizeCode } from './code-format'
import type { TCodeListQuery } from './schemas'

export const CODES_PAGE_SIZE = 50

export type TCampaignRow = {
  id: string
  name: string
  benefit: string
  codeCount: number
  maxRedemptionsPerCode: number
  validFrom: Date | null
  validUntil: Date | null
  enabled: boolean
  createdAt: Date
  redemptions: number
}

const campaignColumns = {
  id: codeCampaign.id,
  name: codeCampaign.name,
  benefit: codeCampaign.benefit,
  codeCount: codeCampaign.codeCount,
  maxRedemptionsPerCode: codeCampaign.maxRedemptionsPerCode,
  validFrom: codeCampaign.validFrom,
  validUntil: codeCampaign.validUntil,
  enabled: codeCampaign.enabled,
  createdAt: codeCampaign.createdAt,
  redemptions:
    sql<number>`(select coalesce(sum(${redeemableCode.redemptionCount}), 0) from ${redeemableCode} where ${redeemableCode.campaignId} = ${outerColumn(codeCampaign, 'id')})`.mapWith(
      Number,
    ),
}

/** Campaigns, newest first, with their redemption totals. */
export async function listCampaigns(limit = 100): Promise<TCampaignRow[]> {
  return db.select(campaignColumns).from(codeCampaign).orderBy(desc(codeCampaign.createdAt)).limit(limit)
}

/** One campaign, or null for an unknown id (→ 404). */
export const getCampaign = cache(async (id: string): Promise<TCampaignRow | null> => {
  const [row] = await db.select(campaignColumns).from(codeCampaign).where(eq(codeCampaign.id, id))
  return row ?? null
})

export type TCodeStatus = 'unused' | 'redeemed' | 'used-up' | 'disabled'
export type TCodeRow = {
  id: string
  code: string
  enabled: boolean
  redemptionCount: number
  status: TCodeStatus
  lastRedeemedAt: Date | null
}

function codeStatus(enabled: boolean, count: number, max: number): TCodeStatus {
  if (!enabled) return 'disabled'
  if (count >= max) return 'used-up'
  return count > 0 ? 'redeemed' : 'unused'
}

/** One page of a campaign's codes, filtered by status and by (a part of) the code. */
export async function listCodes(
  campaign: Pick<TCampaignRow, 'id' | 'maxRedemptionsPerCode'>,
  query: TCodeListQuery,
): Promise<{ rows: TCodeRow[]; total: number }> {
  const conditions: SQL[] = [eq(redeemableCode.campaignId, campaign.id)]
  const typed = query.q.toUpperCase().replace(/[\s-]/g, '')
  if (typed) {
    const exact = normalizeCode(typed)
    conditions.push(
      exact
        ? eq(redeemableCode.code, exact)
        : sql`${redeemableCode.code} like ${`${typed.replace(/[\\%_]/g, '')}%`}`,
    )
  }
  const max = campaign.maxRedemptionsPerCode
  if (query.status === 'disabled') conditions.push(eq(redeemableCode.enabled, false))
  if (query.status === 'unused')
    conditions.push(eq(redeemableCode.enabled, true), eq(redeemableCode.redemptionCount, 0))
  if (query.status === 'redeemed') {
    conditions.push(eq(redeemableCode.enabled, true), gt(redeemableCode.redemptionCount, 0))
    conditions.push(lt(redeemableCode.redemptionCount, max))
  }
  if (query.status === 'used-up') {
    conditions.push(eq(redeemableCode.enabled, true), sql`${redeemableCode.redemptionCount} >= ${max}`)
  }
  const where = and(...conditions)
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: redeemableCode.id,
        code: redeemableCode.code,
        enabled: redeemableCode.enabled,
        redemptionCount: redeemableCode.redemptionCount,
        lastRedeemedAt:
          sql<Date | null>`(select max(${codeRedemption.redeemedAt}) from ${codeRedemption} where ${codeRedemption.codeId} = ${outerColumn(redeemableCode, 'id')})`.mapWith(
            (value: string | null) => (value ? new Date(value) : null),
          ),
      })
      .from(redeemableCode)
      .where(where)
      .orderBy(asc(redeemableCode.code))
      .limit(CODES_PAGE_SIZE)
      .offset((query.page - 1) * CODES_PAGE_SIZE),
    db.select({ n: count() }).from(redeemableCode).where(where),
  ])
  return {
    rows: rows.map((row) => ({ ...row, status: codeStatus(row.enabled, row.redemptionCount, max) })),
    total: total?.n ?? 0,
  }
}

export type TRedemptionRow = {
  id: string
  code: string
  redeemedAt: Date
  userId: string | null
  userEmail: string | null
}

/** Redemptions joined to their codes, with the given columns (of those tables or later joins). */
function selectRedemptions<TColumns extends SelectedFields>(columns: TColumns) {
  return db
    .select(columns)
    .from(codeRedemption)
    .innerJoin(redeemableCode, eq(redeemableCode.id, codeRedemption.codeId))
}

/** The latest redemptions of a campaign's codes, with who redeemed (null once the account is erased). */
export async function listCampaignRedemptions(campaignId: string, limit = 50): Promise<TRedemptionRow[]> {
  return selectRedemptions({
    id: codeRedemption.id,
    code: redeemableCode.code,
    redeemedAt: codeRedemption.redeemedAt,
    userId: codeRedemption.userId,
    userEmail: users.email,
  })
    .leftJoin(users, eq(users.id, codeRedemption.userId))
    .where(eq(redeemableCode.campaignId, campaignId))
    .orderBy(desc(codeRedemption.redeemedAt))
    .limit(limit)
}

/** Every code of a campaign for the CSV export, in code order, read in pages of `pageSize`. */
export async function* iterateCampaignCodes(
  campaignId: string,
  pageSize = 5_000,
): AsyncGenerator<Array<{ code: string; enabled: boolean; redemptionCount: number }>> {
  let after = ''
  for (;;) {
    const rows = await db
      .select({
        code: redeemableCode.code,
        enabled: redeemableCode.enabled,
        redemptionCount: redeemableCode.redemptionCount,
      })
      .from(redeemableCode)
      .where(and(eq(redeemableCode.campaignId, campaignId), gt(redeemableCode.code, after)))
      .orderBy(asc(redeemableCode.code))
      .limit(pageSize)
    if (rows.length === 0) return
    yield rows
    after = rows[rows.length - 1]!.code
  }
}

/** What a user has redeemed (benefits), newest first. */
export async function listUserRedemptions(userId: string) {
  return selectRedemptions({
    benefit: codeCampaign.benefit,
    campaignId: codeCampaign.id,
    redeemedAt: codeRedemption.redeemedAt,
  })
    .innerJoin(codeCampaign, eq(codeCampaign.id, redeemableCode.campaignId))
    .where(eq(codeRedemption.userId, userId))
    .orderBy(desc(codeRedemption.redeemedAt))
}
