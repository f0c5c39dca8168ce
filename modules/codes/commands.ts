import 'server-only'
import { and, eq, sql } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { codeCampaign, codeRedemption, redeemableCode } from '@/db/schema/codes'
import { failure, success, type TActionResult } from '@/lib/action-result'
import { recordAudit } from '@/modules/audit/public'
import { generateCode, normalizeCode } from './code-format'
import type { TCreateCampaignInput } from './schemas'

const DAY_MS = 24 * 60 * 60 * 1000
/** Codes inserted per statement: one text[] parameter each, so the size is not bound by parameters. */
const INSERT_BATCH = 5_000
/** Collisions are astronomically rare; this only stops a broken random source from looping. */
const MAX_GENERATION_ROUNDS = 20

function startOfUtcDay(day: string): Date {
  return new Date(`${day}T00:00:00.000Z`)
}

/**
 * Generates `total` new codes for a campaign inside the caller's transaction, in batches:
 * duplicates within a batch are dropped in memory, duplicates of existing codes are skipped by
 * the unique index (`on conflict do nothing`) and made up for in the next round.
 */
export async function generateCodes(tx: TTransaction, campaignId: string, total: number): Promise<number> {
  let inserted = 0
  for (let round = 0; inserted < total; round += 1) {
    if (round >= MAX_GENERATION_ROUNDS) throw new Error('could not generate enough unique codes')
    const wanted = Math.min(INSERT_BATCH, total - inserted)
    const batch = new Set<string>()
    while (batch.size < wanted) batch.add(generateCode())
    // One array literal parameter; codes are [2-9A-Z] only, so they need no quoting inside it.
    const codes = `{${[...batch].join(',')}}`
    const result = await tx.execute<{ code: string }>(sql`
      insert into ${redeemableCode} (campaign_id, code)
      select ${campaignId}::uuid, unnest(${codes}::text[])
      on conflict (code) do nothing
      returning code`)
    inserted += result.rows.length
  }
  return inserted
}

/** A new campaign with all its codes and the audit row, in one transaction. */
export async function createCampaign(
  actorId: string,
  input: TCreateCampaignInput,
): Promise<TActionResult<{ id: string; codeCount: number }>> {
  const validFrom = input.validFrom ? startOfUtcDay(input.validFrom) : null
  const validUntil = input.validUntil ? new Date(startOfUtcDay(input.validUntil).getTime() + DAY_MS) : null
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .insert(codeCampaign)
      .values({
        name: input.name,
        benefit: input.benefit,
        codeCount: input.codeCount,
        maxRedemptionsPerCode: input.maxRedemptionsPerCode,
        validFrom,
        validUntil,
        createdBy: actorId,
      })
      .returning({ id: codeCampaign.id })
    const id = campaign!.id
    const codeCount = await generateCodes(tx, id, input.codeCount)
    await recordAudit(tx, {
      actorId,
      action: 'code-campaign.create',
      targetType: 'code-campaign',
      targetId: id,
      after: {
        name: input.name,
        benefit: input.benefit,
        codeCount,
        maxRedemptionsPerCode: input.maxRedemptionsPerCode,
        validFrom: validFrom?.toISOString() ?? null,
        validUntil: validUntil?.toISOString() ?? null,
      },
    })
    return success({ id, codeCount })
  })
}

/**
 * Turns a campaign or one code on or off with its audit row, in the caller's transaction (the row
 * is locked already): nothing is written when it is already so.
 */
async function switchEnabled(
  tx: TTransaction,
  actorId: string,
  target: { type: 'code-campaign' | 'code'; id: string; details?: Record<string, unknown> },
  current: boolean,
  enabled: boolean,
  write: () => Promise<unknown>,
): Promise<boolean> {
  if (current === enabled) return false
  await write()
  await recordAudit(tx, {
    actorId,
    action: `${target.type}.${enabled ? 'enable' : 'disable'}`,
    targetType: target.type,
    targetId: target.id,
    before: { enabled: current },
    after: { enabled },
    details: target.details,
  })
  return true
}

export async function setCampaignEnabled(
  actorId: string,
  campaignId: string,
  enabled: boolean,
): Promise<TActionResult<{ changed: boolean }>> {
  return db.transaction(async (tx) => {
    const [campaign] = await tx
      .select({ enabled: codeCampaign.enabled })
      .from(codeCampaign)
      .where(eq(codeCampaign.id, campaignId))
      .for('update')
    if (!campaign) return failure(404, 'codes/campaign-not-found')
    const changed = await switchEnabled(
      tx,
      actorId,
      { type: 'code-campaign', id: campaignId },
      campaign.enabled,
      enabled,
      () => tx.update(codeCampaign).set({ enabled }).where(eq(codeCampaign.id, campaignId)),
    )
    return success({ changed })
  })
}

export async function setCodeEnabled(
  actorId: string,
  codeId: string,
  enabled: boolean,
): Promise<TActionResult<{ changed: boolean; campaignId: string }>> {
  return db.transaction(async (tx) => {
    const [code] = await tx
      .select({ enabled: redeemableCode.enabled, campaignId: redeemableCode.campaignId })
      .from(redeemableCode)
      .where(eq(redeemableCode.id, codeId))
      .for('update')
    if (!code) return failure(404, 'codes/code-not-found')
    const changed = await switchEnabled(
      tx,
      actorId,
      { type: 'code', id: codeId, details: { campaignId: code.campaignId } },
      code.enabled,
      enabled,
      () => tx.update(redeemableCode).set({ enabled }).where(eq(redeemableCode.id, codeId)),
    )
    return success({ changed, campaignId: code.campaignId })
  })
}

export type TRedeemError =
  | 'codes/unknown'
  | 'codes/disabled'
  | 'codes/not-yet-valid'
  | 'codes/expired'
  | 'codes/used-up'
  | 'codes/already-redeemed'
export type TRedeemOutcome =
  | { ok: true; benefit: string; campaignId: string; redemptionsLeft: number }
  | { ok: false; code: TRedeemError }

/**
 * Redeems a code for a user. The code's row is locked (`for update`) for the check and the
 * counter increment, so concurrent redemptions queue up and never pass the maximum; the check
 * order gives the most useful answer first.
 */
export async function redeemCode(userId: string, typed: string, now = new Date()): Promise<TRedeemOutcome> {
  const normalized = normalizeCode(typed)
  if (!normalized) return { ok: false, code: 'codes/unknown' }
  return db.transaction(async (tx): Promise<TRedeemOutcome> => {
    const [row] = await tx
      .select({
        id: redeemableCode.id,
        enabled: redeemableCode.enabled,
        redemptionCount: redeemableCode.redemptionCount,
        campaignId: codeCampaign.id,
        campaignEnabled: codeCampaign.enabled,
        benefit: codeCampaign.benefit,
        max: codeCampaign.maxRedemptionsPerCode,
        validFrom: codeCampaign.validFrom,
        validUntil: codeCampaign.validUntil,
      })
      .from(redeemableCode)
      .innerJoin(codeCampaign, eq(codeCampaign.id, redeemableCode.campaignId))
      .where(eq(redeemableCode.code, normalized))
      .for('update', { of: redeemableCode })
    if (!row) return { ok: false, code: 'codes/unknown' }
    if (!row.enabled || !row.campaignEnabled) return { ok: false, code: 'codes/disabled' }
    if (row.validFrom && now < row.validFrom) return { ok: false, code: 'codes/not-yet-valid' }
    if (row.validUntil && now >= row.validUntil) return { ok: false, code: 'codes/expired' }
    // The person who redeemed it already learns that, rather than that it is used up now.
    const [mine] = await tx
      .select({ id: codeRedemption.id })
      .from(codeRedemption)
      .where(and(eq(codeRedemption.codeId, row.id), eq(codeRedemption.userId, userId)))
    if (mine) return { ok: false, code: 'codes/already-redeemed' }
    if (row.redemptionCount >= row.max) return { ok: false, code: 'codes/used-up' }
    const [redemption] = await tx
      .insert(codeRedemption)
      .values({ codeId: row.id, userId, redeemedAt: now })
      .onConflictDoNothing()
      .returning({ id: codeRedemption.id })
    if (!redemption) return { ok: false, code: 'codes/already-redeemed' }
    await tx
      .update(redeemableCode)
      .set({ redemptionCount: sql`${redeemableCode.redemptionCount} + 1` })
      .where(eq(redeemableCode.id, row.id))
    return {
      ok: true,
      benefit: row.benefit,
      campaignId: row.campaignId,
      redemptionsLeft: row.max - row.redemptionCount - 1,
    }
  })
}
