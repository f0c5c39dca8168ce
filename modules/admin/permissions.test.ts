import fs from 'node:fs/promises'
import path from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import en from '@/messages/en.json'
import type { TCurrentSession } from '@/modules/auth/sessions/read-session'
import { form } from '@/tests/support/form'

// Every admin server action answers 403 to a visitor and to a signed-in
// user without the admin role, before it reads or writes anything, and every admin route handler
// answers 401/403. The actions are called directly, as a forged POST would call them; the same
// inputs succeed for an admin, so the 403 comes from the role check and not from bad input.
// The list of actions is read from the modules themselves: a new action without a case here fails.

const viewer = vi.hoisted(() => ({ current: null as TCurrentSession | null }))
vi.mock('@/modules/auth/session', () => ({
  getSession: async () => viewer.current,
  requireUser: async () => viewer.current,
  requireAdmin: async () => viewer.current,
}))
vi.mock('@/modules/auth/sessions/read-session', () => ({ readSession: async () => viewer.current }))
// Outside Next there is no cache to revalidate and no request to redirect.
vi.mock('next/cache', () => ({ revalidatePath: vi.fn(), revalidateTag: vi.fn() }))
vi.mock('@/i18n/navigation', () => ({ redirect: vi.fn(), getPathname: vi.fn(() => '/') }))

const { useTestAuthEnvironment: prepareAuthEnvironment } = await import('@/modules/auth/testing')
const dataDir = await prepareAuthEnvironment()

const { db } = await import('@/db/client')
const { auditLog } = await import('@/db/schema/audit')
const { twoFactors, users } = await import('@/db/schema/auth')
const { broadcast, broadcastDelivery } = await import('@/db/schema/broadcasts')
const { codeCampaign, redeemableCode } = await import('@/db/schema/codes')
const { purchase } = await import('@/db/schema/purchases')
const { FORBIDDEN } = await import('./guard')
/** What every action answers to a crafted argument that is not a form (lib/action.ts). */
const NOT_A_FORM = { ok: false, status: 400, code: 'common/invalid-input' }
const { insertUser, sessionOf } = await import('@/tests/support/users')
const { createCampaign } = await import('@/modules/codes/commands')
const { grantPurchase } = await import('@/modules/purchases/commands')
const { createRefundConfirmation } = await import('@/modules/purchases/refund-confirmation')
const { banUser } = await import('./commands')
const { saveBroadcastDraft, setBroadcastPaused, startBroadcast } = await import(
  '@/modules/broadcasts/commands'
)
const { insertSubscribers } = await import('@/modules/broadcasts/testing')
const { handleCodesExport } = await import('@/modules/codes/export-route')
const { handlePurchasesExport } = await import('@/modules/purchases/export-route')
const { handleBroadcastProgress } = await import('@/modules/broadcasts/progress-route')

const actionModules = {
  admin: await import('./actions'),
  codes: await import('@/modules/codes/actions'),
  purchases: await import('@/modules/purchases/actions'),
  broadcasts: await import('@/modules/broadcasts/actions'),
}

type TAction = (previous: null, form: FormData) => Promise<{ ok: boolean }>

let admin: TCurrentSession
let user: TCurrentSession
/** Valid input of every action, keyed `module.export`. */
let forms: Record<string, FormData>
let campaignId: string
let broadcastId: string

beforeAll(async () => {
  const adminRow = await insertUser({ role: 'admin', email: 'perm-admin@example.test' })
  const userRow = await insertUser({ email: 'perm-user@example.test' })
  admin = sessionOf(adminRow)
  user = sessionOf(userRow)
  const target = await insertUser({ email: 'perm-target@example.test' })
  const banned = await insertUser({ email: 'perm-banned@example.test' })
  const withSecondFactor = await insertUser({ email: 'perm-2fa@example.test', twoFactorEnabled: true })
  await db
    .insert(twoFactors)
    .values({ id: 'perm-2fa', userId: withSecondFactor.id, secret: 'encrypted', backupCodes: 'encrypted' })
  await banUser(adminRow.id, banned.id, 'test')

  const campaign = await createCampaign(adminRow.id, {
    name: 'Permissions',
    benefit: 'premium',
    codeCount: 2,
    maxRedemptionsPerCode: 1,
  })
  if (!campaign.ok) throw new Error(campaign.code)
  campaignId = campaign.data.id
  const [code] = await db
    .select({ id: redeemableCode.id })
    .from(redeemableCode)
    .where(eq(redeemableCode.campaignId, campaignId))
  const granted = await grantPurchase(adminRow.id, { email: target.email, product: 'premium' })
  if (!granted.ok) throw new Error(granted.code)

  await insertSubscribers(3, 'en', { prefix: 'perm' })
  const drafts: string[] = []
  for (let i = 0; i < 4; i += 1) {
    const saved = await saveBroadcastDraft(adminRow.id, undefined, [
      { locale: 'en', subject: `Subject ${i}`, bodyMarkdown: 'Hello' },
    ])
    if (!saved.ok) throw new Error(saved.code)
    drafts.push(saved.data.id)
  }
  const [toStart, toPause, toResume, toTest] = drafts as [string, string, string, string]
  for (const id of [toPause, toResume]) await startBroadcast(adminRow.id, id, ['en'])
  await setBroadcastPaused(adminRow.id, toResume, true)
  broadcastId = toPause

  forms = {
    'admin.setUserAdminAction': form({ userId: target.id, admin: 'true' }),
    'admin.banUserAction': form({ userId: target.id, reason: 'spam' }),
    'admin.unbanUserAction': form({ userId: banned.id }),
    'admin.removeSecondFactorAction': form({ userId: withSecondFactor.id }),
    'admin.addSignInAction': form({
      email: 'perm-new@example.test',
      name: 'New Person',
      role: 'admin',
      locale: 'de',
    }),
    'codes.createCampaignAction': form({
      name: 'Forged',
      benefit: 'premium',
      codeCount: '5',
      maxRedemptionsPerCode: '1',
      validFrom: '',
      validUntil: '',
      locale: 'en',
    }),
    'codes.setCampaignEnabledAction': form({ campaignId, enabled: 'false' }),
    'codes.setCodeEnabledAction': form({ codeId: code!.id, enabled: 'false' }),
    'purchases.grantPurchaseAction': form({
      email: target.email,
      product: 'premium',
      amount: '4.99',
      currency: 'EUR',
    }),
    // The refund's confirm step (decision 054): the token its confirm page carries, for this admin.
    'purchases.refundPurchaseAction': form({
      purchaseId: granted.data.purchaseId,
      confirmation: createRefundConfirmation(granted.data.purchaseId, admin.user.id),
    }),
    'broadcasts.saveBroadcastAction': form({
      id: '',
      'subject.en': 'Forged',
      'body.en': 'Forged',
      locale: 'en',
    }),
    'broadcasts.startBroadcastAction': form({ id: toStart, locales: ['en'], confirm: 'yes' }),
    'broadcasts.pauseBroadcastAction': form({ id: toPause }),
    'broadcasts.resumeBroadcastAction': form({ id: toResume }),
    'broadcasts.sendTestBroadcastAction': form({ id: toTest, locale: 'en' }),
  }
})

afterAll(async () => {
  // Sign-up mails are written in the background and may still be landing.
  await fs.rm(dataDir, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
})

function listActions(): Array<[string, TAction]> {
  return Object.entries(actionModules).flatMap(([name, exports]) =>
    Object.entries(exports)
      .filter(([, value]) => typeof value === 'function')
      .map(([key, value]) => [`${name}.${key}`, value as TAction] as [string, TAction]),
  )
}

/** Everything an admin action can change, as one comparable value. */
async function snapshot() {
  const outbox = await fs.readdir(path.join(dataDir, 'outbox')).catch(() => [] as string[])
  const [audit] = await db.select({ n: count() }).from(auditLog)
  const userRows = await db
    .select({ id: users.id, role: users.role, banned: users.banned })
    .from(users)
    .orderBy(users.id)
  const campaigns = await db
    .select({ id: codeCampaign.id, enabled: codeCampaign.enabled })
    .from(codeCampaign)
    .orderBy(codeCampaign.id)
  const [disabledCodes] = await db
    .select({ n: count() })
    .from(redeemableCode)
    .where(eq(redeemableCode.enabled, false))
  const purchases = await db
    .select({ id: purchase.id, status: purchase.status })
    .from(purchase)
    .orderBy(purchase.id)
  const broadcasts = await db
    .select({ id: broadcast.id, status: broadcast.status })
    .from(broadcast)
    .orderBy(broadcast.id)
  const [deliveries] = await db.select({ n: count() }).from(broadcastDelivery)
  return {
    outbox: outbox.length,
    audit: audit?.n,
    userRows,
    campaigns,
    disabledCodes: disabledCodes?.n,
    purchases,
    broadcasts,
    deliveries: deliveries?.n,
  }
}

describe('admin server actions', () => {
  it('every exported action has a case in this test', () => {
    const names = listActions().map(([name]) => name)
    expect(names.sort()).toEqual(Object.keys(forms).sort())
    expect(names.length).toBeGreaterThanOrEqual(14)
  })

  it.each([
    ['a visitor', () => null],
    ['a signed-in user without the admin role', () => user],
  ])('answer 403 to %s and change nothing', async (_who, who) => {
    viewer.current = who()
    const before = await snapshot()
    for (const [name, action] of listActions()) {
      expect({ name, result: await action(null, forms[name]!) }).toEqual({ name, result: FORBIDDEN })
    }
    expect(await snapshot()).toEqual(before)
  })

  it('answer 403 to a visitor before reading the input: bad input and non-forms get no 400', async () => {
    viewer.current = null
    const before = await snapshot()
    for (const crafted of [form({ userId: '' }), 'userId=x', null]) {
      for (const [name, action] of listActions()) {
        const result = await action(null, crafted as unknown as FormData)
        expect({ name, result }).toEqual({ name, result: FORBIDDEN })
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('answer a crafted argument that is not a form with 400 for an admin, never a crash, and change nothing', async () => {
    viewer.current = admin
    const before = await snapshot()
    for (const crafted of ['userId=x', 42, [['userId', 'x']], { userId: 'x' }, null, undefined]) {
      for (const [name, action] of listActions()) {
        const result = await action(null, crafted as unknown as FormData)
        expect({ name, result }).toEqual({ name, result: NOT_A_FORM })
      }
    }
    expect(await snapshot()).toEqual(before)
  })

  it('succeed with the same input for an admin (so the 403 above is the role check)', async () => {
    viewer.current = admin
    const before = await snapshot()
    for (const [name, action] of listActions()) {
      const result = await action(null, forms[name]!)
      expect({ name, ok: result.ok, result }).toMatchObject({ name, ok: true })
    }
    const after = await snapshot()
    expect(after.audit).toBe((before.audit ?? 0) + listActions().length)
    expect(after.outbox).toBeGreaterThan(before.outbox)
  })
})

describe('admin route handlers', () => {
  const calls: Array<[string, () => Promise<Response>]> = [
    [
      'GET /api/admin/codes/{id}/export',
      () =>
        handleCodesExport(new Request(`http://localhost/api/admin/codes/${campaignId}/export`), campaignId),
    ],
    [
      'GET /api/admin/purchases/export',
      () => handlePurchasesExport(new Request('http://localhost/api/admin/purchases/export')),
    ],
    [
      'GET /api/admin/broadcasts/{id}/progress',
      () =>
        handleBroadcastProgress(
          new Request(`http://localhost/api/admin/broadcasts/${broadcastId}/progress`),
          broadcastId,
        ),
    ],
  ]

  it.each(calls)('%s: 401 for a visitor, 403 for a non-admin, 200 for an admin', async (_name, call) => {
    viewer.current = null
    const visitor = await call()
    expect(visitor.status).toBe(401)
    expect(await visitor.json()).toEqual({
      ok: false,
      code: 'common/sign-in-required',
      message: en.errors['common/sign-in-required'],
    })
    viewer.current = user
    const forbidden = await call()
    expect(forbidden.status).toBe(403)
    expect(await forbidden.json()).toEqual({
      ok: false,
      code: 'common/no-admin-rights',
      message: en.errors['common/no-admin-rights'],
    })
    viewer.current = admin
    const allowed = await call()
    expect(allowed.status).toBe(200)
    await allowed.body?.cancel()
  })

  it('the codes export is a CSV of every code of the campaign', async () => {
    viewer.current = admin
    const response = await handleCodesExport(new Request('http://localhost/x'), campaignId)
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="codes-permissions.csv"')
    const lines = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
    expect(lines[0]).toBe('code,status,redemptions,max_redemptions,benefit,valid_from,valid_until')
    expect(lines).toHaveLength(3)
    for (const line of lines.slice(1))
      expect(line).toMatch(/^[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5},(unused|disabled),0,1,premium,,$/)
    const unknown = await handleCodesExport(new Request('http://localhost/x'), 'not-a-uuid')
    expect(unknown.status).toBe(404)
  })

  it('the audit log names no address (it outlives accounts)', async () => {
    const rows = await db.select({ details: auditLog.details }).from(auditLog)
    expect(JSON.stringify(rows)).not.toMatch(/@example\.test/)
    expect(rows.length).toBeGreaterThan(0)
  })
})
