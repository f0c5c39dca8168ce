import { and, count, countDistinct, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'

// 20 redemptions really at once need 20 connections (the default pool has 10).
process.env.DATABASE_POOL_SIZE = '25'

const { db } = await import('@/db/client')
const { auditLog } = await import('@/db/schema/audit')
const { codeCampaign, codeRedemption, redeemableCode } = await import('@/db/schema/codes')
const { insertUser } = await import('@/tests/support/users')
const { createCampaign, redeemCode, setCampaignEnabled, setCodeEnabled } = await import('./commands')
const { formatCode } = await import('./code-format')
const { iterateCampaignCodes, listCampaigns, listCodes } = await import('./queries')
const { ZCodeListQuery } = await import('./schemas')

let adminId: string

beforeAll(async () => {
  adminId = (await insertUser({ role: 'admin' })).id
})

async function newCampaign(overrides: Partial<Parameters<typeof createCampaign>[1]> = {}) {
  const result = await createCampaign(adminId, {
    name: 'Spring',
    benefit: 'premium-30-days',
    codeCount: 3,
    maxRedemptionsPerCode: 1,
    ...overrides,
  })
  if (!result.ok) throw new Error(result.code)
  const codes = await db
    .select({ id: redeemableCode.id, code: redeemableCode.code })
    .from(redeemableCode)
    .where(eq(redeemableCode.campaignId, result.data.id))
  return { id: result.data.id, codes }
}

describe('code campaigns', () => {
  it('creates 10 000 unique codes in one go, with an audit row', async () => {
    const started = performance.now()
    const result = await createCampaign(adminId, {
      name: 'Big',
      benefit: 'premium-30-days',
      codeCount: 10_000,
      maxRedemptionsPerCode: 1,
    })
    const seconds = (performance.now() - started) / 1000
    expect(result.ok).toBe(true)
    if (!result.ok) return
    expect(result.data.codeCount).toBe(10_000)
    // Only a sanity bound on a shared machine; the timing itself is measured by
    // `npm run bench:admin` (scripts/bench/admin.ts).
    expect(seconds).toBeLessThan(30)
    const [stats] = await db
      .select({ n: count(), distinct: countDistinct(redeemableCode.code) })
      .from(redeemableCode)
      .where(eq(redeemableCode.campaignId, result.data.id))
    expect(stats).toEqual({ n: 10_000, distinct: 10_000 })
    const codes = await db
      .select({ code: redeemableCode.code })
      .from(redeemableCode)
      .where(eq(redeemableCode.campaignId, result.data.id))
      .limit(100)
    for (const { code } of codes) expect(code).toMatch(/^[2-9A-HJ-NP-Z]{10}$/)
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'code-campaign.create'), eq(auditLog.targetId, result.data.id)))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.actorId).toBe(adminId)
    expect(audit[0]?.details).toMatchObject({ after: { codeCount: 10_000, benefit: 'premium-30-days' } })
  })

  it('leaves nothing behind when the transaction fails', async () => {
    const before = await db.select({ n: count() }).from(codeCampaign)
    await expect(
      createCampaign(adminId, { name: 'x', benefit: 'b', codeCount: 100_001, maxRedemptionsPerCode: 1 }),
    ).rejects.toThrow()
    expect(await db.select({ n: count() }).from(codeCampaign)).toEqual(before)
  })

  it('disables and enables a campaign and a code, audited, and reports no change when there is none', async () => {
    const campaign = await newCampaign()
    expect(await setCampaignEnabled(adminId, campaign.id, false)).toEqual({
      ok: true,
      data: { changed: true },
    })
    expect(await setCampaignEnabled(adminId, campaign.id, false)).toEqual({
      ok: true,
      data: { changed: false },
    })
    const code = campaign.codes[0]!
    expect(await setCodeEnabled(adminId, code.id, false)).toMatchObject({ ok: true, data: { changed: true } })
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, adminId))
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['code-campaign.disable', 'code.disable']),
    )
    expect(await setCampaignEnabled(adminId, '00000000-0000-4000-8000-000000000000', true)).toMatchObject({
      ok: false,
      status: 404,
    })
  })
})

describe('redeeming a code', () => {
  it('gives exactly 5 successes for 20 concurrent redemptions of a code with max 5', async () => {
    const campaign = await newCampaign({ codeCount: 1, maxRedemptionsPerCode: 5 })
    const code = campaign.codes[0]!
    const people = await Promise.all(Array.from({ length: 20 }, () => insertUser()))
    const outcomes = await Promise.all(people.map((person) => redeemCode(person.id, formatCode(code.code))))
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(5)
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.code === 'codes/used-up')).toHaveLength(15)
    const [row] = await db.select().from(redeemableCode).where(eq(redeemableCode.id, code.id))
    expect(row?.redemptionCount).toBe(5)
    const [redemptions] = await db
      .select({ n: count() })
      .from(codeRedemption)
      .where(eq(codeRedemption.codeId, code.id))
    expect(redemptions?.n).toBe(5)
  })

  it('accepts the code however it is typed and tells what it grants', async () => {
    const campaign = await newCampaign({ codeCount: 1, maxRedemptionsPerCode: 2 })
    const user = await insertUser()
    const typed = formatCode(campaign.codes[0]!.code).toLowerCase().replace('-', ' ')
    expect(await redeemCode(user.id, typed)).toEqual({
      ok: true,
      benefit: 'premium-30-days',
      campaignId: campaign.id,
      redemptionsLeft: 1,
    })
  })

  it('answers unknown, disabled, not yet valid, expired, used up and already redeemed', async () => {
    const user = await insertUser()
    const other = await insertUser()
    expect(await redeemCode(user.id, 'ZZZZZ-ZZZZZ')).toEqual({ ok: false, code: 'codes/unknown' })
    expect(await redeemCode(user.id, 'not a code')).toEqual({ ok: false, code: 'codes/unknown' })

    const disabledCampaign = await newCampaign()
    await setCampaignEnabled(adminId, disabledCampaign.id, false)
    expect(await redeemCode(user.id, disabledCampaign.codes[0]!.code)).toEqual({
      ok: false,
      code: 'codes/disabled',
    })

    const live = await newCampaign()
    await setCodeEnabled(adminId, live.codes[0]!.id, false)
    expect(await redeemCode(user.id, live.codes[0]!.code)).toEqual({ ok: false, code: 'codes/disabled' })

    const dated = await newCampaign({ validFrom: '2030-01-01', validUntil: '2030-01-31' })
    const code = dated.codes[0]!.code
    expect(await redeemCode(user.id, code, new Date('2029-12-31T23:59:59Z'))).toEqual({
      ok: false,
      code: 'codes/not-yet-valid',
    })
    // Valid through the whole last day (UTC), not after it.
    expect((await redeemCode(user.id, code, new Date('2030-01-31T23:59:59Z'))).ok).toBe(true)
    expect(await redeemCode(other.id, code, new Date('2030-02-01T00:00:00Z'))).toEqual({
      ok: false,
      code: 'codes/expired',
    })

    const single = await newCampaign({ maxRedemptionsPerCode: 2 })
    const once = single.codes[1]!.code
    expect((await redeemCode(user.id, once)).ok).toBe(true)
    expect(await redeemCode(user.id, once)).toEqual({ ok: false, code: 'codes/already-redeemed' })
    expect((await redeemCode(other.id, once)).ok).toBe(true)
    const third = await insertUser()
    expect(await redeemCode(third.id, once)).toEqual({ ok: false, code: 'codes/used-up' })
    // Used up now, but the one who redeemed it hears that they already did.
    expect(await redeemCode(user.id, once)).toEqual({ ok: false, code: 'codes/already-redeemed' })
  })
})

describe('campaign and code lists', () => {
  it('count redemptions per campaign, show every code status and last redemption, and page the export', async () => {
    const campaign = await newCampaign({ name: 'Listed', codeCount: 4, maxRedemptionsPerCode: 2 })
    const [first, second, third] = campaign.codes.map((code) => code.code).sort() as [string, string, string]
    const people = await Promise.all([insertUser(), insertUser(), insertUser()])
    const when = new Date('2026-05-01T12:00:00Z')
    await redeemCode(people[0]!.id, first, when)
    await redeemCode(people[1]!.id, first, when)
    await redeemCode(people[2]!.id, second, when)
    const codeId = campaign.codes.find((code) => code.code === third)!.id
    await setCodeEnabled(adminId, codeId, false)

    const listed = (await listCampaigns()).find((row) => row.id === campaign.id)
    expect(listed).toMatchObject({ name: 'Listed', codeCount: 4, redemptions: 3, enabled: true })
    const others = (await listCampaigns()).filter((row) => row.id !== campaign.id)
    expect(others.every((row) => row.redemptions <= row.codeCount * row.maxRedemptionsPerCode)).toBe(true)

    const all = await listCodes(listed!, ZCodeListQuery.parse({}))
    expect(all.total).toBe(4)
    const byCode = new Map(all.rows.map((row) => [row.code, row]))
    expect(byCode.get(first)).toMatchObject({ status: 'used-up', redemptionCount: 2, lastRedeemedAt: when })
    expect(byCode.get(second)).toMatchObject({ status: 'redeemed', redemptionCount: 1, lastRedeemedAt: when })
    expect(byCode.get(third)).toMatchObject({ status: 'disabled', lastRedeemedAt: null })
    expect((await listCodes(listed!, ZCodeListQuery.parse({ status: 'unused' }))).total).toBe(1)
    expect((await listCodes(listed!, ZCodeListQuery.parse({ status: 'used-up' }))).rows[0]?.code).toBe(first)
    const searched = await listCodes(listed!, ZCodeListQuery.parse({ q: formatCode(second).toLowerCase() }))
    expect(searched.rows.map((row) => row.code)).toEqual([second])
    expect((await listCodes(listed!, ZCodeListQuery.parse({ q: first.slice(0, 3) }))).rows[0]?.code).toBe(
      first,
    )

    const pages: string[][] = []
    for await (const page of iterateCampaignCodes(campaign.id, 3)) pages.push(page.map((row) => row.code))
    expect(pages.map((page) => page.length)).toEqual([3, 1])
    expect(pages.flat()).toEqual(campaign.codes.map((code) => code.code).sort())
  })
})
