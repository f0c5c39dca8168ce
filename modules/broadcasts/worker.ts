import 'server-only'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import { hostname } from 'node:os'
import path from 'node:path'
import { and, eq, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { broadcast, broadcastContent, broadcastDelivery } from '@/db/schema/broadcasts'
import { isLocale, type TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import {
  deliver,
  getMailFrom,
  getOutboxDir,
  type TOutboxRecord,
  type TOutgoingMail,
} from '@/modules/email/public'
import { buildListUnsubscribeHeaders } from '@/modules/newsletter/public'
import { personalizeBroadcast, renderBroadcastTemplate, type TBroadcastTemplate } from './mail'

// The send job (docs/decisions/010-broadcast-queue-in-postgres.md). The delivery rows are the queue:
//   pending → claimed (a worker took it, under a lease) → sending (the attempt started)
//           → sent | failed | skipped (unsubscribed meanwhile)
// Workers in any number of instances claim rows with FOR UPDATE SKIP LOCKED and renew their
// lease while they live. A row whose lease ran out belonged to a worker that died: `claimed`
// goes back to pending (it was never tried); `sending` may or may not have left, so it is
// checked against the transport (the outbox shows it; SMTP cannot say, and such a row is
// marked failed rather than risk a second copy). So a crash resumes where it stopped and no
// address gets the mail twice.

export const LEASE_SECONDS = 30
/** Rows a pass claims: five for each lane between the pass's own queries. */
export const BATCH_SIZE = 20
/**
 * Mails of one worker on their way at once. A mail waits on two row updates and the transport
 * (a commit each, an SMTP exchange) more than on the CPU: one at a time left the worker idle
 * about half the time (decision 010). Four take four of the pool's connections while a broadcast
 * sends.
 */
export const SEND_LANES = 4
export const MAX_ATTEMPTS = 3

export type TTransport = (mail: TOutgoingMail) => Promise<unknown>

type TClaimed = { id: number; broadcastId: string; subscriptionId: string | null; locale: string }

export function newWorkerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
}

/** The Message-ID of a delivery: the same on every attempt, so the outbox can be asked about it. */
export function deliveryMessageId(broadcastId: string, deliveryId: number): string {
  return `<broadcast.${broadcastId}.${deliveryId}@${new URL(getConfig().PUBLIC_URL).hostname}>`
}

/** Takes up to `limit` pending rows of broadcasts that are sending, for this worker. */
export async function claimDeliveries(workerId: string, limit = BATCH_SIZE): Promise<TClaimed[]> {
  const result = await db.execute<{
    id: string
    broadcast_id: string
    subscription_id: string | null
    locale: string
  }>(sql`
    update ${broadcastDelivery} as d
    set status = 'claimed', claimed_by = ${workerId}, lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where d.id in (
      select pending.id from ${broadcastDelivery} as pending
      join ${broadcast} as b on b.id = pending.broadcast_id
      where pending.status = 'pending' and b.status = 'sending'
      order by pending.id
      limit ${limit}
      for update of pending skip locked)
    returning d.id, d.broadcast_id, d.subscription_id, d.locale`)
  return result.rows
    .map((row) => ({
      id: Number(row.id),
      broadcastId: row.broadcast_id,
      subscriptionId: row.subscription_id,
      locale: row.locale,
    }))
    .sort((a, b) => a.id - b.id)
}

/** Keeps this worker's rows its own while it lives. */
export async function renewLeases(workerId: string): Promise<void> {
  await db
    .update(broadcastDelivery)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${LEASE_SECONDS})` })
    .where(
      and(
        eq(broadcastDelivery.claimedBy, workerId),
        sql`${broadcastDelivery.status} in ('claimed', 'sending')`,
      ),
    )
}

/** Gives back rows this worker claimed but did not start (pause, shutdown). */
export async function releaseClaims(workerId: string): Promise<number> {
  const released = await db
    .update(broadcastDelivery)
    .set({ status: 'pending', claimedBy: null, leaseUntil: null })
    .where(and(eq(broadcastDelivery.claimedBy, workerId), eq(broadcastDelivery.status, 'claimed')))
    .returning({ id: broadcastDelivery.id })
  return released.length
}

/** Message-IDs among `wanted` that the outbox directory holds (complete messages only: *.json). */
export async function findMessagesInOutbox(wanted: Set<string>, dir = getOutboxDir()): Promise<Set<string>> {
  const found = new Set<string>()
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  for (const name of names) {
    if (!name.endsWith('.json') || found.size === wanted.size) continue
    const record = JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as Pick<
      TOutboxRecord,
      'messageId'
    >
    if (wanted.has(record.messageId)) found.add(record.messageId)
  }
  return found
}

export type TRecovery = { released: number; confirmed: number; retried: number; failed: number }

/**
 * Recovers rows of workers whose lease ran out (they died or hung): never-tried rows return to
 * pending; interrupted attempts are settled by what the transport knows (see the file comment).
 */
export async function recoverExpiredDeliveries(
  options: { outbox?: boolean; outboxDir?: string } = {},
): Promise<TRecovery> {
  const released = await db
    .update(broadcastDelivery)
    .set({ status: 'pending', claimedBy: null, leaseUntil: null })
    .where(and(eq(broadcastDelivery.status, 'claimed'), sql`${broadcastDelivery.leaseUntil} < now()`))
    .returning({ id: broadcastDelivery.id })
  const outcome: TRecovery = { released: released.length, confirmed: 0, retried: 0, failed: 0 }
  await db.transaction(async (tx) => {
    const interrupted = await tx
      .select({ id: broadcastDelivery.id, messageId: broadcastDelivery.messageId })
      .from(broadcastDelivery)
      .where(and(eq(broadcastDelivery.status, 'sending'), sql`${broadcastDelivery.leaseUntil} < now()`))
      .for('update', { skipLocked: true })
    if (interrupted.length === 0) return
    const outbox = options.outbox ?? !getConfig().SMTP_URL
    const delivered = outbox
      ? await findMessagesInOutbox(new Set(interrupted.map((row) => row.messageId ?? '')), options.outboxDir)
      : new Set<string>()
    for (const row of interrupted) {
      const settle = { claimedBy: null, leaseUntil: null }
      if (row.messageId && delivered.has(row.messageId)) {
        await tx
          .update(broadcastDelivery)
          .set({ ...settle, status: 'sent', sentAt: new Date() })
          .where(eq(broadcastDelivery.id, row.id))
        outcome.confirmed += 1
      } else if (outbox) {
        await tx
          .update(broadcastDelivery)
          .set({ ...settle, status: 'pending' })
          .where(eq(broadcastDelivery.id, row.id))
        outcome.retried += 1
      } else {
        await tx
          .update(broadcastDelivery)
          .set({
            ...settle,
            status: 'failed',
            error: 'interrupted while sending; not resent to avoid a second copy',
          })
          .where(eq(broadcastDelivery.id, row.id))
        outcome.failed += 1
      }
    }
  })
  if (outcome.released + outcome.confirmed + outcome.retried + outcome.failed > 0) {
    logger.warn(outcome, 'recovered broadcast deliveries of a stopped worker')
  }
  return outcome
}

/** Marks broadcasts whose every row is settled as completed. */
export async function completeFinishedBroadcasts(): Promise<number> {
  const completed = await db.execute(sql`
    update ${broadcast} as b
    set status = 'completed', completed_at = now(), updated_at = now()
    where b.status = 'sending' and not exists (
      select 1 from ${broadcastDelivery} as d
      where d.broadcast_id = b.id and d.status in ('pending', 'claimed', 'sending'))`)
  return completed.rowCount ?? 0
}

/**
 * Starts the attempt on a claimed row: `sending`, one more attempt, its Message-ID. Gives the
 * address to send to (null when the subscription ended meanwhile), or 'stop' when the row is no
 * longer ours or its broadcast was paused.
 */
async function beginAttempt(
  workerId: string,
  row: TClaimed,
): Promise<{ email: string | null; attempts: number } | 'stop'> {
  const result = await db.execute<{ email: string | null; attempts: number }>(sql`
    update ${broadcastDelivery} as d
    set status = 'sending', attempts = d.attempts + 1, message_id = ${deliveryMessageId(row.broadcastId, row.id)},
        lease_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where d.id = ${row.id} and d.status = 'claimed' and d.claimed_by = ${workerId}
      and exists (select 1 from ${broadcast} as b where b.id = d.broadcast_id and b.status = 'sending')
    returning d.attempts, (select s.email from newsletter_subscription as s
               where s.id = d.subscription_id and s.status = 'active') as email`)
  const [begun] = result.rows
  return begun ? { email: begun.email, attempts: Number(begun.attempts) } : 'stop'
}

async function settle(id: number, values: Partial<typeof broadcastDelivery.$inferInsert>) {
  await db
    .update(broadcastDelivery)
    .set({ claimedBy: null, leaseUntil: null, ...values })
    .where(eq(broadcastDelivery.id, id))
}

type TTemplates = Map<string, Promise<TBroadcastTemplate | null>>

function loadTemplate(templates: TTemplates, broadcastId: string, locale: TLocale) {
  const key = `${broadcastId}:${locale}`
  let template = templates.get(key)
  if (!template) {
    template = db
      .select({ subject: broadcastContent.subject, bodyMarkdown: broadcastContent.bodyMarkdown })
      .from(broadcastContent)
      .where(and(eq(broadcastContent.broadcastId, broadcastId), eq(broadcastContent.locale, locale)))
      .then(([content]) => (content ? renderBroadcastTemplate({ locale, ...content }) : null))
    templates.set(key, template)
  }
  return template
}

export type TWorkerPassOptions = {
  workerId: string
  batchSize?: number
  transport?: TTransport
  /** Rendered templates, kept across passes by a running worker. */
  templates?: TTemplates
  shouldStop?: () => boolean
}

type TRowOutcome = 'settled' | 'stop'

/** Sends one claimed row and settles it; 'stop' when the row is no longer ours or its broadcast paused. */
async function sendRow(
  workerId: string,
  row: TClaimed,
  transport: TTransport,
  templates: TTemplates,
): Promise<TRowOutcome> {
  const begun = await beginAttempt(workerId, row)
  if (begun === 'stop') return 'stop'
  const locale = isLocale(row.locale) ? row.locale : null
  const template = locale ? await loadTemplate(templates, row.broadcastId, locale) : null
  if (!begun.email || !row.subscriptionId || !template || !locale) {
    await settle(row.id, {
      status: 'skipped',
      error: begun.email ? 'no content for this locale' : 'unsubscribed',
    })
    return 'settled'
  }
  try {
    await transport({
      from: getMailFrom(),
      to: begun.email,
      ...personalizeBroadcast(template, row.subscriptionId),
      headers: {
        'Message-ID': deliveryMessageId(row.broadcastId, row.id),
        ...buildListUnsubscribeHeaders(row.subscriptionId, locale),
      },
    })
    await settle(row.id, { status: 'sent', sentAt: new Date(), error: null })
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    const final = begun.attempts >= MAX_ATTEMPTS
    logger.warn({ deliveryId: row.id, final, err: message }, 'broadcast delivery failed')
    await settle(row.id, { status: final ? 'failed' : 'pending', error: message.slice(0, 500) })
  }
  return 'settled'
}

/**
 * One round: recover, claim a batch, send it over SEND_LANES lanes. Returns how many rows it
 * settled. Each row still goes sending → sent on its own, so a crash leaves at most one
 * unsettled attempt per lane for recovery to settle.
 */
export async function runWorkerPass(options: TWorkerPassOptions): Promise<number> {
  const { workerId, transport = deliver, templates = new Map() } = options
  await recoverExpiredDeliveries()
  const claimed = await claimDeliveries(workerId, options.batchSize ?? BATCH_SIZE)
  let next = 0
  let settled = 0
  let stopped = false
  const lane = async () => {
    while (!stopped && next < claimed.length) {
      if (options.shouldStop?.()) stopped = true
      else if ((await sendRow(workerId, claimed[next++]!, transport, templates)) === 'stop') stopped = true
      else settled += 1
    }
  }
  // Every lane ends before the pass does (a failed query in one must not leave others running).
  const lanes = await Promise.allSettled(Array.from({ length: Math.min(SEND_LANES, claimed.length) }, lane))
  const failed = lanes.find((outcome) => outcome.status === 'rejected')
  if (failed) throw failed.reason
  if (settled < claimed.length) await releaseClaims(workerId)
  await completeFinishedBroadcasts()
  return settled
}

export type TBroadcastWorker = { workerId: string; stop(): Promise<void> }

/**
 * Runs the send job in this process until stopped: a pass right after another while there is
 * work, a short sleep when there is none. Every instance runs one; they share the rows.
 */
export function startBroadcastWorker(
  options: { idleMs?: number; transport?: TTransport } = {},
): TBroadcastWorker {
  const workerId = newWorkerId()
  const idleMs = options.idleMs ?? 1_000
  const templates: TTemplates = new Map()
  let stopping = false
  let wake: (() => void) | undefined
  const renewal = setInterval(
    () => {
      renewLeases(workerId).catch((error: unknown) =>
        logger.error({ err: error }, 'could not renew delivery leases'),
      )
    },
    (LEASE_SECONDS * 1000) / 3,
  )
  renewal.unref()

  const running = (async () => {
    while (!stopping) {
      let settled = 0
      try {
        settled = await runWorkerPass({
          workerId,
          transport: options.transport,
          templates,
          shouldStop: () => stopping,
        })
        if (settled === 0) templates.clear()
      } catch (error) {
        logger.error({ err: error }, 'broadcast worker pass failed')
      }
      if (settled === 0 && !stopping) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, idleMs)
          wake = () => {
            clearTimeout(timer)
            resolve()
          }
        })
      }
    }
  })()

  return {
    workerId,
    async stop() {
      stopping = true
      wake?.()
      await running
      clearInterval(renewal)
      await releaseClaims(workerId)
    },
  }
}
