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
import { sendPushToUser } from './send'
import { getVapidDetails } from './vapid'

let service: TFakePushService
beforeAll(async () => {
  process.env.DATA_DIR = await fs.mkdtemp(path.join(os.tmpdir(), 'exhale-push-'))
  service = await startFakePushService()
})
afterAll(async () => {
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
