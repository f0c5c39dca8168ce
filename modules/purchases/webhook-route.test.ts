import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { auditLog } from '@/db/schema/audit'
import { purchase } from '@/db/schema/purchases'
import en from '@/messages/en.json'
import { insertUser } from '@/tests/support/users'
import { grantPurchase, refundPurchase } from './commands'
import { listPurchases } from './queries'
import { ZPurchaseFilter } from './schemas'
import { signPayload } from './signature'
import { handlePurchaseWebhook } from './webhook-route'

const secret = 'test-secret-of-at-least-thirty-two-characters'

function notification(overrides: Record<string, unknown> = {}) {
  return {
    type: 'purchase',
    store: 'app-store',
    transactionId: `tx-${Math.random().toString(36).slice(2)}`,
    product: 'premium-yearly',
    amountMinor: 2999,
    currency: 'EUR',
    occurredAt: '2026-03-01T10:00:00Z',
    ...overrides,
  }
}

function post(body: string, signature: string | null = signPayload(secret, body)) {
  const headers = new Headers({ 'content-type': 'application/json' })
  if (signature !== null) headers.set('x-exhale-signature', signature)
  return handlePurchaseWebhook(
    new Request('http://localhost/api/purchases/webhook', { method: 'POST', body, headers }),
    secret,
  )
}

async function countPurchases(transactionId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(purchase)
    .where(eq(purchase.storeTransactionId, transactionId))
  return row?.n
}

describe('POST /api/purchases/webhook', () => {
  it('answers 401 to a bad or missing signature and stores nothing', async () => {
    const body = JSON.stringify(notification({ transactionId: 'tx-bad' }))
    expect((await post(body, signPayload('another-secret-another-secret-another', body))).status).toBe(401)
    expect((await post(body, null)).status).toBe(401)
    expect((await post(body, 'sha256=zz')).status).toBe(401)
    // Signed, then changed: the signature no longer matches.
    expect((await post(body.replace('2999', '1'), signPayload(secret, body))).status).toBe(401)
    expect(await countPurchases('tx-bad')).toBe(0)
    expect(await (await post(body, null)).json()).toEqual({
      ok: false,
      code: 'purchases/invalid-signature',
      message: en.errors['purchases/invalid-signature'],
    })
  })

  it('answers 503 while no secret is configured', async () => {
    const response = await handlePurchaseWebhook(
      new Request('http://localhost/x', { method: 'POST', body: '{}' }),
      undefined,
    )
    expect(response.status).toBe(503)
  })

  it('stores the same notification once however often it arrives', async () => {
    const user = await insertUser()
    const body = JSON.stringify(notification({ transactionId: 'tx-replay', userId: user.id }))
    const first = await post(body)
    expect(first.status).toBe(200)
    const created = (await first.json()) as { result: string; purchaseId: string }
    expect(created.result).toBe('created')
    const again = await post(body)
    expect(await again.json()).toEqual({ result: 'unchanged', purchaseId: created.purchaseId })
    // Delivered concurrently, too.
    const concurrent = await Promise.all(Array.from({ length: 5 }, () => post(body)))
    expect(concurrent.map((response) => response.status)).toEqual([200, 200, 200, 200, 200])
    expect(await countPurchases('tx-replay')).toBe(1)
    const [row] = await db.select().from(purchase).where(eq(purchase.id, created.purchaseId))
    expect(row).toMatchObject({ userId: user.id, amountMinor: 2999, currency: 'EUR', status: 'completed' })
  })

  it('refunds once, and a refund that arrives first creates the purchase refunded', async () => {
    const base = notification({ transactionId: 'tx-refund' })
    await post(JSON.stringify(base))
    const refund = JSON.stringify({ ...base, type: 'refund', occurredAt: '2026-03-05T10:00:00Z' })
    expect(await (await post(refund)).json()).toMatchObject({ result: 'refunded' })
    expect(await (await post(refund)).json()).toMatchObject({ result: 'unchanged' })
    const early = JSON.stringify(notification({ transactionId: 'tx-early', type: 'refund' }))
    expect(await (await post(early)).json()).toMatchObject({ result: 'created' })
    const [row] = await db.select().from(purchase).where(eq(purchase.storeTransactionId, 'tx-early'))
    expect(row?.status).toBe('refunded')
    // The purchase notification arriving late changes nothing.
    await post(JSON.stringify({ ...JSON.parse(early), type: 'purchase' }))
    const [after] = await db.select().from(purchase).where(eq(purchase.storeTransactionId, 'tx-early'))
    expect(after?.status).toBe('refunded')
  })

  it('answers 400 to a signed body that is not a notification', async () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify(notification({ currency: 'euro' })),
      JSON.stringify(notification({ store: 'manual' })),
    ]) {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ code: 'purchases/invalid-notification' })
    }
  })

  it('keeps a purchase of an unknown account without a user', async () => {
    const body = JSON.stringify(notification({ transactionId: 'tx-nouser', userId: 'no-such-user' }))
    expect((await post(body)).status).toBe(200)
    const [row] = await db.select().from(purchase).where(eq(purchase.storeTransactionId, 'tx-nouser'))
    expect(row?.userId).toBeNull()
  })
})

describe('manual grant and refund', () => {
  it('grants to an account by email and refunds once, each audited', async () => {
    const admin = await insertUser({ role: 'admin' })
    const buyer = await insertUser({ email: 'buyer@example.test' })
    const granted = await grantPurchase(admin.id, {
      email: 'buyer@example.test',
      product: 'premium-yearly',
      amount: '4.99',
      currency: 'USD',
    })
    expect(granted.ok).toBe(true)
    if (!granted.ok) return
    const [row] = await db.select().from(purchase).where(eq(purchase.id, granted.data.purchaseId))
    expect(row).toMatchObject({
      userId: buyer.id,
      store: 'manual',
      source: 'admin',
      amountMinor: 499,
      currency: 'USD',
    })
    expect(await refundPurchase(admin.id, granted.data.purchaseId)).toEqual({
      ok: true,
      data: { changed: true },
    })
    expect(await refundPurchase(admin.id, granted.data.purchaseId)).toMatchObject({
      ok: false,
      code: 'purchases/already-refunded',
    })
    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, granted.data.purchaseId))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['purchase.grant', 'purchase.refund'])
    expect(await grantPurchase(admin.id, { email: 'nobody@example.test', product: 'x' })).toMatchObject({
      ok: false,
      status: 404,
    })
  })

  it('lists and totals purchases by filter', async () => {
    const buyer = await insertUser({ email: 'filter-buyer@example.test' })
    for (const [transactionId, currency, amountMinor] of [
      ['tx-f1', 'EUR', 1000],
      ['tx-f2', 'EUR', 500],
      ['tx-f3', 'USD', 700],
    ] as const) {
      await post(
        JSON.stringify(
          notification({ transactionId, currency, amountMinor, userId: buyer.id, product: 'filter-product' }),
        ),
      )
    }
    await post(
      JSON.stringify(
        notification({
          transactionId: 'tx-f2',
          currency: 'EUR',
          amountMinor: 500,
          userId: buyer.id,
          product: 'filter-product',
          type: 'refund',
        }),
      ),
    )
    const result = await listPurchases(
      ZPurchaseFilter.parse({ user: 'filter-buyer', product: 'filter-product' }),
    )
    expect(result.total).toBe(3)
    expect(result.rows.every((row) => row.userEmail === 'filter-buyer@example.test')).toBe(true)
    expect(result.totals).toEqual([
      { currency: 'EUR', completedMinor: 1000, completedCount: 1, refundedMinor: 500, refundedCount: 1 },
      { currency: 'USD', completedMinor: 700, completedCount: 1, refundedMinor: 0, refundedCount: 0 },
    ])
    const refunded = await listPurchases(
      ZPurchaseFilter.parse({ product: 'filter-product', status: 'refunded' }),
    )
    expect(refunded.rows.map((row) => row.storeTransactionId)).toEqual(['tx-f2'])
    const none = await listPurchases(ZPurchaseFilter.parse({ product: 'filter-product', from: '2026-03-02' }))
    expect(none.total).toBe(0)
  })
})
