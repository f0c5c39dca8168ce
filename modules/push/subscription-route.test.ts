import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import { readSession } from '@/modules/auth/read-session'
import { insertPerson } from '@/modules/deletion/testing'
import { createFakeDevice } from '@/tests/support/push-service'
import { handlePushKeyRequest, handlePushSubscriptionRequest } from './subscription-route'

vi.mock('@/modules/auth/read-session', () => ({ readSession: vi.fn() }))
const signedInAs = (user: { id: string; email: string } | null) =>
  vi
    .mocked(readSession)
    .mockResolvedValue(user ? ({ user } as Awaited<ReturnType<typeof readSession>>) : null)

const ORIGIN = 'http://localhost:3000'
function call(method: 'POST' | 'DELETE', body: unknown, headers: Record<string, string> = {}) {
  return handlePushSubscriptionRequest(
    new Request(`${ORIGIN}/api/push?locale=de`, {
      method,
      headers: {
        origin: ORIGIN,
        'content-type': 'application/json',
        'user-agent': 'Test Browser',
        ...headers,
      },
      body: JSON.stringify(body),
    }),
  )
}

let person: { id: string; email: string }
beforeAll(async () => {
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-push-route-'))
  person = await insertPerson('Rita Route', 'rita-route@example.test')
})
beforeEach(() => signedInAs(person))

const device = createFakeDevice('https://push.example.net/wpush/v2/device-1')

describe('POST and DELETE /api/push', () => {
  it('keeps this device for the signed-in person, then forgets it', async () => {
    const saved = await call('POST', device.subscription)
    expect(saved.status).toBe(201)
    const rows = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, person.id))
    expect(rows).toMatchObject([{ endpoint: device.subscription.endpoint, userAgent: 'Test Browser' }])

    const removed = await call('DELETE', { endpoint: device.subscription.endpoint })
    expect(await removed.json()).toEqual({ ok: true, removed: true })
    expect(await db.select().from(pushSubscription).where(eq(pushSubscription.userId, person.id))).toEqual([])
  })

  it('answers bad input with a localized 400 and stores nothing', async () => {
    for (const body of [
      null,
      { endpoint: 'http://push.example.net/not-https', keys: device.subscription.keys },
      { endpoint: device.subscription.endpoint, keys: { p256dh: 'short', auth: 'x' } },
      { endpoint: device.subscription.endpoint },
    ]) {
      const response = await call('POST', body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        ok: false,
        code: 'push/invalid-request',
        message: expect.stringMatching(/Benachrichtigung/),
      })
    }
    expect(await db.select().from(pushSubscription).where(eq(pushSubscription.userId, person.id))).toEqual([])
  })

  it('refuses visitors (401) and other origins (403)', async () => {
    signedInAs(null)
    expect((await call('POST', device.subscription)).status).toBe(401)
    signedInAs(person)
    expect((await call('POST', device.subscription, { origin: 'https://evil.example' })).status).toBe(403)
  })

  it('never removes another person’s device', async () => {
    const other = await insertPerson('Otto Other', 'otto-other@example.test')
    const theirs = createFakeDevice('https://push.example.net/wpush/v2/device-otto')
    signedInAs(other)
    await call('POST', theirs.subscription)
    signedInAs(person)
    expect(await (await call('DELETE', { endpoint: theirs.subscription.endpoint })).json()).toEqual({
      ok: true,
      removed: false,
    })
    expect(
      await db.select().from(pushSubscription).where(eq(pushSubscription.userId, other.id)),
    ).toHaveLength(1)
  })
})

describe('GET /api/push', () => {
  it('serves the public VAPID key browsers subscribe with', async () => {
    const { publicKey } = await handlePushKeyRequest().json()
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
  })
})
