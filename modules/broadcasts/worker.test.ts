import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { auditLog } from '@/db/schema/audit'
import { broadcast, broadcastDelivery } from '@/db/schema/broadcasts'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { writeToOutbox } from '@/modules/email/transport'
import { unsubscribe } from '@/modules/newsletter/commands'
import { insertUser } from '@/tests/support/users'
import { saveBroadcastDraft, sendTestBroadcast, setBroadcastPaused, startBroadcast } from './commands'
import { countByRecipient, insertSubscribers, readOutbox } from './testing'
import {
  claimDeliveries,
  deliveryMessageId,
  MAX_ATTEMPTS,
  recoverExpiredDeliveries,
  runWorkerPass,
  SEND_LANES,
  type TTransport,
} from './worker'

const dataDir = path.resolve(`.tmp/admin-tests/worker-${randomBytes(4).toString('hex')}`)
process.env.DATA_DIR = dataDir
const outboxDir = path.join(dataDir, 'outbox')

let adminId: string

beforeAll(async () => {
  adminId = (await insertUser({ role: 'admin', email: 'admin-broadcast@example.test' })).id
})

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true })
})

async function clearOutbox() {
  await fs.rm(outboxDir, { recursive: true, force: true })
}

async function draft(locales: Array<'en' | 'de' | 'fr' | 'es'> = ['en', 'de']) {
  const saved = await saveBroadcastDraft(
    adminId,
    undefined,
    locales.map((locale) => ({
      locale,
      subject: `Subject ${locale}`,
      bodyMarkdown: `Hello **${locale}** readers.\n\n[Read more](https://example.org/${locale})`,
    })),
  )
  if (!saved.ok) throw new Error(saved.code)
  return saved.data.id
}

async function drain(workerId: string, transport?: TTransport) {
  for (let pass = 0; pass < 1000; pass += 1) {
    if ((await runWorkerPass({ workerId, transport, batchSize: 50 })) === 0) return
  }
  throw new Error('the worker did not finish')
}

async function statusCounts(broadcastId: string) {
  const rows = await db
    .select({ status: broadcastDelivery.status, n: count() })
    .from(broadcastDelivery)
    .where(eq(broadcastDelivery.broadcastId, broadcastId))
    .groupBy(broadcastDelivery.status)
  return Object.fromEntries(rows.map((row) => [row.status, row.n]))
}

async function broadcastStatus(id: string) {
  const [row] = await db.select({ status: broadcast.status }).from(broadcast).where(eq(broadcast.id, id))
  return row?.status
}

describe('broadcast sending', () => {
  it('queues every confirmed subscriber of the chosen locales once and sends each one mail', async () => {
    await clearOutbox()
    await insertSubscribers(30, 'en', { prefix: 'send-en' })
    await insertSubscribers(20, 'de', { prefix: 'send-de' })
    await insertSubscribers(5, 'fr', { prefix: 'send-fr' })
    await insertSubscribers(4, 'en', { prefix: 'send-pending', status: 'pending' })
    await insertSubscribers(3, 'en', { prefix: 'send-gone', status: 'unsubscribed' })
    const id = await draft(['en', 'de', 'fr'])
    const started = await startBroadcast(adminId, id, ['en', 'de'])
    expect(started).toEqual({ ok: true, data: { recipients: 50 } })
    expect(await startBroadcast(adminId, id, ['en'])).toMatchObject({
      ok: false,
      code: 'broadcasts/not-editable',
    })

    await drain('worker-a')
    expect(await statusCounts(id)).toEqual({ sent: 50 })
    expect(await broadcastStatus(id)).toBe('completed')
    const mails = await readOutbox(outboxDir)
    expect(mails).toHaveLength(50)
    expect([...countByRecipient(mails).values()].every((n) => n === 1)).toBe(true)
    expect(mails.some((mail) => mail.to.startsWith('send-fr') || mail.to.startsWith('send-pending'))).toBe(
      false,
    )

    const german = mails.find((mail) => mail.to.startsWith('send-de'))!
    expect(german.subject).toBe('Subject de')
    expect(german.html).toContain('<strong>de</strong>')
    const [subscription] = await db
      .select({ id: newsletterSubscription.id })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, german.to))
    expect(german.headers['List-Unsubscribe']).toContain(`/de/unsubscribe/${subscription!.id}>`)
    expect(german.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(german.html).toContain(`/de/unsubscribe/${subscription!.id}`)
    expect(german.text).toContain(`/de/unsubscribe/${subscription!.id}`)
    // Every broadcast mail carries the one-click unsubscribe headers of its own subscription.
    const ids = new Map(
      (await db.select().from(newsletterSubscription)).map((row) => [row.email, row.id] as const),
    )
    for (const mail of mails) {
      expect(mail.headers['List-Unsubscribe']).toMatch(
        new RegExp(`^<https?://[^/]+(/de)?/unsubscribe/${ids.get(mail.to)}>$`),
      )
      expect(mail.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    }

    const audit = await db.select().from(auditLog).where(eq(auditLog.targetId, id))
    expect(audit.map((entry) => entry.action).sort()).toEqual(['broadcast.create', 'broadcast.start'])
  })

  it('resumes after a worker died mid-batch without sending anybody a second mail', async () => {
    await clearOutbox()
    await insertSubscribers(25, 'es', { prefix: 'crash' })
    const id = await draft(['es'])
    await startBroadcast(adminId, id, ['es'])
    // The dead worker: took 10 rows, sent 3 of them completely, was in the middle of 2 more
    // (one reached the outbox, one did not), then vanished without settling anything.
    const claimed = await claimDeliveries('dead-worker', 10)
    const [a, b, c, d, e] = claimed
    for (const row of [a!, b!, c!, d!, e!]) {
      await db
        .update(broadcastDelivery)
        .set({ status: 'sending', attempts: 1, messageId: deliveryMessageId(id, row.id) })
        .where(eq(broadcastDelivery.id, row.id))
    }
    const emails = await db
      .select({ id: broadcastDelivery.id, email: newsletterSubscription.email })
      .from(broadcastDelivery)
      .innerJoin(newsletterSubscription, eq(newsletterSubscription.id, broadcastDelivery.subscriptionId))
      .where(eq(broadcastDelivery.broadcastId, id))
    const emailOf = new Map(emails.map((row) => [row.id, row.email!]))
    for (const row of [a!, b!, c!, d!]) {
      await writeToOutbox(
        {
          from: 'x@example.test',
          to: emailOf.get(row.id)!,
          subject: 'Subject es',
          html: '<p>x</p>',
          text: 'x',
          headers: { 'Message-ID': deliveryMessageId(id, row.id) },
        },
        outboxDir,
      )
    }
    // Leases not yet run out: another worker leaves the dead one's rows alone.
    await drain('worker-b')
    expect((await statusCounts(id)).sending).toBe(5)
    expect(await broadcastStatus(id)).toBe('sending')
    // Now they have.
    await db
      .update(broadcastDelivery)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(broadcastDelivery.claimedBy, 'dead-worker'))
    const recovery = await recoverExpiredDeliveries()
    expect(recovery).toEqual({ released: 5, confirmed: 4, retried: 1, failed: 0 })
    await drain('worker-b')
    expect(await statusCounts(id)).toEqual({ sent: 25 })
    expect(await broadcastStatus(id)).toBe('completed')
    const perRecipient = countByRecipient(await readOutbox(outboxDir))
    expect(perRecipient.size).toBe(25)
    expect([...perRecipient.values()].every((n) => n === 1)).toBe(true)
  })

  it('over SMTP marks an interrupted attempt failed instead of risking a second copy', async () => {
    await insertSubscribers(2, 'nl', { prefix: 'smtp' })
    const saved = await saveBroadcastDraft(adminId, undefined, [
      { locale: 'nl', subject: 'S', bodyMarkdown: 'B' },
    ])
    if (!saved.ok) throw new Error(saved.code)
    await startBroadcast(adminId, saved.data.id, ['nl'])
    const [row] = await claimDeliveries('dead-smtp-worker', 1)
    await db
      .update(broadcastDelivery)
      .set({ status: 'sending', messageId: 'x', leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(broadcastDelivery.id, row!.id))
    expect(await recoverExpiredDeliveries({ outbox: false })).toMatchObject({ failed: 1 })
    const [failed] = await db.select().from(broadcastDelivery).where(eq(broadcastDelivery.id, row!.id))
    expect(failed?.status).toBe('failed')
  })

  it('pauses and resumes, skips those who unsubscribed meanwhile', async () => {
    await clearOutbox()
    await insertSubscribers(12, 'it', { prefix: 'pause' })
    const saved = await saveBroadcastDraft(adminId, undefined, [
      { locale: 'it', subject: 'Ciao', bodyMarkdown: 'Testo' },
    ])
    if (!saved.ok) throw new Error(saved.code)
    const id = saved.data.id
    await startBroadcast(adminId, id, ['it'])
    expect(await setBroadcastPaused(adminId, id, true)).toEqual({ ok: true, data: { changed: true } })
    await drain('worker-c')
    expect(await statusCounts(id)).toEqual({ pending: 12 })
    const [leaving] = await db
      .select({ id: newsletterSubscription.id })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.email, 'pause-1@example.test'))
    await unsubscribe(leaving!.id)
    expect(await setBroadcastPaused(adminId, id, false)).toEqual({ ok: true, data: { changed: true } })
    await drain('worker-c')
    expect(await statusCounts(id)).toEqual({ sent: 11, skipped: 1 })
    expect(await broadcastStatus(id)).toBe('completed')
    expect(await setBroadcastPaused(adminId, id, true)).toMatchObject({
      ok: false,
      code: 'broadcasts/invalid-state',
    })
    const actions = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, id))
    expect(actions.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['broadcast.pause', 'broadcast.resume']),
    )
  })

  it(`retries a failing transport, then gives up after ${MAX_ATTEMPTS} attempts`, async () => {
    await insertSubscribers(2, 'pl', { prefix: 'fail' })
    const saved = await saveBroadcastDraft(adminId, undefined, [
      { locale: 'pl', subject: 'S', bodyMarkdown: 'B' },
    ])
    if (!saved.ok) throw new Error(saved.code)
    await startBroadcast(adminId, saved.data.id, ['pl'])
    let calls = 0
    await drain('worker-d', async (mail) => {
      calls += 1
      if (mail.to === 'fail-1@example.test') throw new Error('mailbox unavailable')
    })
    expect(await statusCounts(saved.data.id)).toEqual({ sent: 1, failed: 1 })
    expect(calls).toBe(1 + MAX_ATTEMPTS)
    const [failed] = await db
      .select({ error: broadcastDelivery.error, attempts: broadcastDelivery.attempts })
      .from(broadcastDelivery)
      .where(and(eq(broadcastDelivery.broadcastId, saved.data.id), eq(broadcastDelivery.status, 'failed')))
    expect(failed).toEqual({ error: 'mailbox unavailable', attempts: MAX_ATTEMPTS })
  })

  it('refuses to start without content for a chosen locale or without recipients', async () => {
    const id = await draft(['en'])
    expect(await startBroadcast(adminId, id, ['de'])).toMatchObject({
      ok: false,
      code: 'broadcasts/missing-content',
    })
    const lonely = await saveBroadcastDraft(adminId, undefined, [
      { locale: 'ru', subject: 'S', bodyMarkdown: 'B' },
    ])
    if (!lonely.ok) throw new Error(lonely.code)
    expect(await startBroadcast(adminId, lonely.data.id, ['ru'])).toMatchObject({
      ok: false,
      code: 'broadcasts/no-recipients',
    })
    expect(await broadcastStatus(lonely.data.id)).toBe('draft')
  })

  it(`has ${SEND_LANES} mails on their way at once, each row settled on its own`, async () => {
    await insertSubscribers(3 * SEND_LANES, 'pt', { prefix: 'lanes' })
    const saved = await saveBroadcastDraft(adminId, undefined, [
      { locale: 'pt', subject: 'Olá', bodyMarkdown: 'Texto' },
    ])
    if (!saved.ok) throw new Error(saved.code)
    await startBroadcast(adminId, saved.data.id, ['pt'])
    let inFlight = 0
    let most = 0
    const sentTo: string[] = []
    const sendingWhileInFlight: number[] = []
    await drain('worker-lanes', async (mail) => {
      inFlight += 1
      most = Math.max(most, inFlight)
      // While a mail is on its way its own row says `sending`: a crash now leaves it to recovery.
      const [row] = await db
        .select({ n: count() })
        .from(broadcastDelivery)
        .where(and(eq(broadcastDelivery.broadcastId, saved.data.id), eq(broadcastDelivery.status, 'sending')))
      sendingWhileInFlight.push(row?.n ?? 0)
      await new Promise((resolve) => setTimeout(resolve, 20))
      sentTo.push(mail.to)
      inFlight -= 1
    })
    expect(most).toBe(SEND_LANES)
    expect(Math.max(...sendingWhileInFlight)).toBeLessThanOrEqual(SEND_LANES)
    expect(new Set(sentTo).size).toBe(3 * SEND_LANES)
    expect(sentTo).toHaveLength(3 * SEND_LANES)
    expect(await statusCounts(saved.data.id)).toEqual({ sent: 3 * SEND_LANES })
  })

  it('sends a test to the admin only, marked as a test', async () => {
    await clearOutbox()
    const id = await draft(['de'])
    const result = await sendTestBroadcast({ id: adminId, email: 'admin-broadcast@example.test' }, id, 'de')
    expect(result).toEqual({ ok: true, data: { to: 'admin-broadcast@example.test' } })
    const mails = await readOutbox(outboxDir)
    expect(mails.map((mail) => mail.to)).toEqual(['admin-broadcast@example.test'])
    expect(mails[0]?.subject).toMatch(/Subject de$/)
    expect(mails[0]?.subject).not.toBe('Subject de')
    expect(await statusCounts(id)).toEqual({})
  })
})
