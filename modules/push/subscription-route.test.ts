import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import { readSession } from '@/modules/auth/sessions/read-session'
import { insertPerson } from '@/modules/deletion/testing'
import { createFakeDevice } from '@/tests/support/push-service'
import { handlePushKeyRequest, handlePushSubscriptionRequest } from './subscription-route'

vi.mock('@/modules/auth/sessions/read-session', () => ({ readSession: vi.fn() }))
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

const device = createFakeDevice('https://updates.push.services.mozilla.com/wpush/v2/device-1')

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
      { endpoint: 'http://updates.push.services.mozilla.com/not-https', keys: device.subscription.keys },
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
    const theirs = createFakeDevice('https://fcm.googleapis.com/fcm/send/device-otto')
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

describe('which devices POST /api/push keeps (decision 060)', () => {
  const storedFor = (userId: string) =>
    db.select().from(pushSubscription).where(eq(pushSubscription.userId, userId))

  it('refuses endpoints by address, loopback names, user info and unknown push services', async () => {
    const keys = createFakeDevice('https://fcm.googleapis.com/fcm/send/shape').subscription.keys
    for (const endpoint of [
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://169.254.169.254/latest/meta-data',
      'https://user:pw@fcm.googleapis.com/fcm/send/x',
      'https://push.example.net/wpush/v2/x',
      'https://fcm.googleapis.com:9443/fcm/send/x',
    ]) {
      const response = await call('POST', { endpoint, keys })
      expect(response.status, endpoint).toBe(400)
      expect((await response.json()).code, endpoint).toMatch(/^push\/(unknown-push-service|invalid-request)$/)
    }
    const unknown = await call('POST', { endpoint: 'https://push.example.net/wpush/v2/x', keys })
    expect(await unknown.json()).toMatchObject({
      code: 'push/unknown-push-service',
      message: expect.stringMatching(/Benachrichtigungsdienst/),
    })
    expect(await storedFor(person.id)).toEqual([])
  })

  it('refuses a key that is no P-256 point and a secret that is not 16 bytes', async () => {
    const good = createFakeDevice('https://fcm.googleapis.com/fcm/send/keys').subscription
    const offCurve = Buffer.from(good.keys.p256dh, 'base64url')
    offCurve[40] = (offCurve[40] ?? 0) ^ 1
    for (const keys of [
      { ...good.keys, p256dh: offCurve.toString('base64url') },
      { ...good.keys, p256dh: Buffer.alloc(65, 4).toString('base64url') },
      { ...good.keys, auth: Buffer.alloc(15, 1).toString('base64url') },
    ]) {
      const response = await call('POST', { endpoint: good.endpoint, keys })
      expect(response.status).toBe(400)
      expect((await response.json()).code).toBe('push/invalid-request')
    }
    expect(await storedFor(person.id)).toEqual([])
  })

  it('keeps at most 10 devices a person: the 11th is refused, a known one still updates', async () => {
    const owner = await insertPerson('Dora Devices', 'dora-devices@example.test')
    signedInAs(owner)
    const devices = Array.from({ length: 11 }, (_, i) =>
      createFakeDevice(`https://fcm.googleapis.com/fcm/send/dora-${i}`),
    )
    for (const each of devices.slice(0, 10)) expect((await call('POST', each.subscription)).status).toBe(201)
    const eleventh = await call('POST', devices[10]!.subscription)
    expect(eleventh.status).toBe(409)
    expect((await eleventh.json()).code).toBe('push/too-many-devices')
    expect(await storedFor(owner.id)).toHaveLength(10)
    expect((await call('POST', devices[3]!.subscription)).status).toBe(201)
  })

  it('moves a device to another person only with the same keys, never by its endpoint alone', async () => {
    const first = await insertPerson('Fay First', 'fay-first@example.test')
    const second = await insertPerson('Sid Second', 'sid-second@example.test')
    const shared = createFakeDevice('https://updates.push.services.mozilla.com/wpush/v2/shared-pc')
    signedInAs(first)
    expect((await call('POST', shared.subscription)).status).toBe(201)

    signedInAs(second)
    const planted = { endpoint: shared.subscription.endpoint, keys: createFakeDevice('x').subscription.keys }
    expect((await call('POST', planted)).status).toBe(400)
    expect(await storedFor(second.id)).toEqual([])
    expect((await storedFor(first.id))[0]?.p256dh).toBe(shared.subscription.keys.p256dh)

    // The same browser (its own keys) after the first person left it: it is the second's now.
    expect((await call('POST', shared.subscription)).status).toBe(201)
    expect(await storedFor(first.id)).toEqual([])
    expect(await storedFor(second.id)).toHaveLength(1)
  })
})

describe('GET /api/push', () => {
  it('serves the public VAPID key browsers subscribe with', async () => {
    const { publicKey } = await handlePushKeyRequest().json()
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65)
  })
})
