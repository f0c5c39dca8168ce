import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { pushSubscription } from '@/db/schema/push'
import { getConfig } from '@/lib/config'
import { insertPerson } from '@/modules/deletion/testing'
import {
  createFakeDevice,
  readVapidAuthorization,
  startFakePushService,
  type TFakePushService,
} from '@/tests/support/push-service'
import { savePushSubscription } from './commands'
import { usePushEndpointRuleForTests } from './deliver'
import { sendPushToUser } from './send'
import { getVapidDetails } from './vapid'

let service: TFakePushService
beforeAll(async () => {
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-push-'))
  service = await startFakePushService()
  usePushEndpointRuleForTests(service.rule)
})
afterAll(async () => {
  usePushEndpointRuleForTests(undefined)
  await service.close()
})

const message = { title: 'Day 3 smoke-free', body: 'The hardest days are behind you.', url: '/progress' }

describe('sendPushToUser', () => {
  it('delivers to each of the person’s devices, encrypted for that device and signed with our VAPID key', async () => {
    const person = await insertPerson('Pia Push', 'pia-push@example.test')
    const phone = createFakeDevice(`${service.origin}/push/phone`)
    const laptop = createFakeDevice(`${service.origin}/push/laptop`)
    await savePushSubscription(person.id, phone.subscription, 'Firefox on Android')
    await savePushSubscription(person.id, laptop.subscription, null)

    expect(await sendPushToUser(person.id, message)).toEqual({ delivered: 2, removed: 0, failed: 0 })

    const [toPhone, toLaptop] = ['/push/phone', '/push/laptop'].map((p) =>
      service.received.find((push) => push.path === p),
    )
    expect(toPhone?.headers['content-encoding']).toBe('aes128gcm')
    expect(Number(toPhone?.headers.ttl)).toBeGreaterThan(0)
    // Only the phone's keys open the phone's message: the body is not readable on the way.
    expect(toPhone?.body.toString('utf8')).not.toContain('Day 3')
    expect(JSON.parse(phone.decrypt(toPhone!.body))).toEqual(message)
    expect(JSON.parse(laptop.decrypt(toLaptop!.body))).toEqual(message)
    expect(() => laptop.decrypt(toPhone!.body)).toThrow()

    const vapid = readVapidAuthorization(toPhone?.headers.authorization)
    expect(vapid.publicKey).toBe(getVapidDetails(getConfig()).publicKey)
    expect(vapid.claims.aud).toBe(service.origin)
    expect(toPhone?.headers.host).toBe(new URL(service.origin).host)
    expect(vapid.claims.sub).toMatch(/^mailto:/)
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now())

    const [stored] = await db
      .select()
      .from(pushSubscription)
      .where(eq(pushSubscription.endpoint, phone.subscription.endpoint))
    expect(stored?.lastDeliveredAt).toBeInstanceOf(Date)
  })

  it('forgets a device the push service no longer knows (410, 404) and keeps one that failed for now', async () => {
    const person = await insertPerson('Gus Gone', 'gus-gone@example.test')
    const gone = createFakeDevice(`${service.origin}/push/gone`)
    const unknown = createFakeDevice(`${service.origin}/push/unknown`)
    const busy = createFakeDevice(`${service.origin}/push/busy`)
    service.answer('/push/gone', 410)
    service.answer('/push/unknown', 404)
    service.answer('/push/busy', 503)
    for (const device of [gone, unknown, busy])
      await savePushSubscription(person.id, device.subscription, null)

    expect(await sendPushToUser(person.id, message)).toEqual({ delivered: 0, removed: 2, failed: 1 })

    const left = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, person.id))
    expect(left.map((row) => [row.endpoint, row.failures])).toEqual([[busy.subscription.endpoint, 1]])
  })

  it('never follows a redirect: a 307 to a loopback address is a failure, not a second request', async () => {
    const person = await insertPerson('Rex Redirect', 'rex-redirect@example.test')
    const device = createFakeDevice(`${service.origin}/push/redirect`)
    service.answer('/push/redirect', 307, { location: `${service.loopbackOrigin}/internal/admin` })
    await savePushSubscription(person.id, device.subscription, null)

    expect(await sendPushToUser(person.id, message)).toEqual({ delivered: 0, removed: 0, failed: 1 })
    expect(service.received.map((push) => push.path)).toContain('/push/redirect')
    expect(service.received.map((push) => push.path)).not.toContain('/internal/admin')
  })

  it('one broken device never stops the others: a bad key and a refused endpoint are forgotten', async () => {
    const person = await insertPerson('Bea Broken', 'bea-broken@example.test')
    const good = createFakeDevice(`${service.origin}/push/good`)
    await savePushSubscription(person.id, good.subscription, null)
    // Planted past the subscribe checks (rows stored before them): a point off the curve, and an
    // endpoint by address, which the rule refuses before any connection.
    const offCurve = Buffer.from(good.subscription.keys.p256dh, 'base64url')
    offCurve[40] = (offCurve[40] ?? 0) ^ 1
    await db.insert(pushSubscription).values([
      {
        userId: person.id,
        endpoint: `${service.origin}/push/bad-key`,
        p256dh: offCurve.toString('base64url'),
        auth: good.subscription.keys.auth,
      },
      {
        userId: person.id,
        endpoint: `${service.loopbackOrigin}/push/by-address`,
        ...good.subscription.keys,
      },
    ])

    expect(await sendPushToUser(person.id, message)).toEqual({ delivered: 1, removed: 2, failed: 0 })
    const paths = service.received.map((push) => push.path)
    expect(paths).toContain('/push/good')
    expect(paths).not.toContain('/push/bad-key')
    expect(paths).not.toContain('/push/by-address')
    const left = await db.select().from(pushSubscription).where(eq(pushSubscription.userId, person.id))
    expect(left.map((row) => row.endpoint)).toEqual([good.subscription.endpoint])
  })

  it('sends nothing to a person without devices', async () => {
    const person = await insertPerson('Nia None', 'nia-none@example.test')
    const before = service.received.length
    expect(await sendPushToUser(person.id, message)).toEqual({ delivered: 0, removed: 0, failed: 0 })
    expect(service.received.length).toBe(before)
  })

  it('keeps one VAPID key pair in DATA_DIR across calls (subscriptions are bound to it)', async () => {
    const first = getVapidDetails(getConfig())
    const file = JSON.parse(await fs.readFile(path.join(getConfig().dataDir, 'vapid-keys.json'), 'utf8'))
    expect(file.publicKey).toBe(first.publicKey)
    expect(getVapidDetails(getConfig()).privateKey).toBe(first.privateKey)
  })
})
