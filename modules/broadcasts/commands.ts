import 'server-only'
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { broadcast, broadcastContent, broadcastDelivery } from '@/db/schema/broadcasts'
import { newsletterSubscription } from '@/db/schema/newsletter'
import type { TLocale } from '@/i18n/locales'
import { failure, success, type TActionResult } from '@/lib/action-result'
import { recordAudit } from '@/modules/audit/public'
import { deliver, getEmailTranslator, getMailFrom } from '@/modules/email/public'
import { buildListUnsubscribeHeaders } from '@/modules/newsletter/public'
import { personalizeBroadcast, renderBroadcastTemplate } from './mail'
import type { TBroadcastContent } from './schemas'

/** A broadcast's status, its row locked until the transaction ends; null for an unknown id. */
async function lockStatus(tx: TTransaction, id: string) {
  const [row] = await tx
    .select({ status: broadcast.status })
    .from(broadcast)
    .where(eq(broadcast.id, id))
    .for('update')
  return row?.status ?? null
}

/** Why a broadcast's text and recipients cannot change (only drafts can), or null. */
function draftRefusal(status: string | null) {
  if (!status) return failure(404, 'broadcasts/not-found')
  return status === 'draft' ? null : failure(409, 'broadcasts/not-editable')
}

/**
 * Creates a draft or rewrites the contents of an existing draft (locales left empty are
 * removed). Only drafts can change: once sending has started the text is what was sent.
 */
export async function saveBroadcastDraft(
  actorId: string,
  id: string | undefined,
  contents: TBroadcastContent[],
): Promise<TActionResult<{ id: string }>> {
  return db.transaction(async (tx) => {
    let broadcastId = id
    if (broadcastId) {
      const refused = draftRefusal(await lockStatus(tx, broadcastId))
      if (refused) return refused
      await tx.update(broadcast).set({ updatedAt: new Date() }).where(eq(broadcast.id, broadcastId))
    } else {
      const [created] = await tx
        .insert(broadcast)
        .values({ createdBy: actorId })
        .returning({ id: broadcast.id })
      broadcastId = created!.id
    }
    const written = contents.map((content) => content.locale)
    await tx
      .delete(broadcastContent)
      .where(
        and(
          eq(broadcastContent.broadcastId, broadcastId),
          written.length > 0 ? notInArray(broadcastContent.locale, written) : undefined,
        ),
      )
    for (const content of contents) {
      await tx
        .insert(broadcastContent)
        .values({ broadcastId, ...content })
        .onConflictDoUpdate({
          target: [broadcastContent.broadcastId, broadcastContent.locale],
          set: { subject: content.subject, bodyMarkdown: content.bodyMarkdown },
        })
    }
    await recordAudit(tx, {
      actorId,
      action: id ? 'broadcast.update' : 'broadcast.create',
      targetType: 'broadcast',
      targetId: broadcastId,
      after: { locales: written },
    })
    return success({ id: broadcastId })
  })
}

/**
 * Starts sending: one delivery row for every confirmed subscriber of the chosen locales is
 * written in the same transaction as the status change and the audit row (unique per
 * subscription, so nobody is queued twice). The workers (worker.ts) take it from there.
 */
export async function startBroadcast(
  actorId: string,
  id: string,
  chosen: TLocale[],
  now = new Date(),
): Promise<TActionResult<{ recipients: number }>> {
  return db.transaction(async (tx) => {
    const refused = draftRefusal(await lockStatus(tx, id))
    if (refused) return refused
    const written = await tx
      .select({ locale: broadcastContent.locale })
      .from(broadcastContent)
      .where(eq(broadcastContent.broadcastId, id))
    const available = new Set(written.map((content) => content.locale))
    const locales = [...new Set(chosen)]
    if (locales.some((locale) => !available.has(locale))) return failure(422, 'broadcasts/missing-content')
    const inserted = await tx.execute(sql`
      insert into ${broadcastDelivery} (broadcast_id, subscription_id, locale)
      select ${id}::uuid, ${newsletterSubscription.id}, ${newsletterSubscription.locale}
      from ${newsletterSubscription}
      where ${newsletterSubscription.status} = 'active'
        and ${newsletterSubscription.email} is not null
        and ${inArray(newsletterSubscription.locale, locales)}
      on conflict (broadcast_id, subscription_id) do nothing`)
    const recipients = inserted.rowCount ?? 0
    if (recipients === 0) return failure(422, 'broadcasts/no-recipients')
    await tx
      .update(broadcast)
      .set({ status: 'sending', locales, startedAt: now, updatedAt: now })
      .where(eq(broadcast.id, id))
    await recordAudit(
      tx,
      {
        actorId,
        action: 'broadcast.start',
        targetType: 'broadcast',
        targetId: id,
        before: { status: 'draft' },
        after: { status: 'sending', locales, recipients },
      },
      now,
    )
    return success({ recipients })
  })
}

/** Pauses (workers stop claiming its rows) or resumes a broadcast that is sending. */
export async function setBroadcastPaused(
  actorId: string,
  id: string,
  paused: boolean,
): Promise<TActionResult<{ changed: boolean }>> {
  return db.transaction(async (tx) => {
    const status = await lockStatus(tx, id)
    if (!status) return failure(404, 'broadcasts/not-found')
    const from = paused ? 'sending' : 'paused'
    const to = paused ? 'paused' : 'sending'
    if (status === to) return success({ changed: false })
    if (status !== from) return failure(409, 'broadcasts/invalid-state')
    await tx.update(broadcast).set({ status: to }).where(eq(broadcast.id, id))
    await recordAudit(tx, {
      actorId,
      action: paused ? 'broadcast.pause' : 'broadcast.resume',
      targetType: 'broadcast',
      targetId: id,
      before: { status: from },
      after: { status: to },
    })
    return success({ changed: true })
  })
}

/**
 * Sends one locale's version to the admin's own address, marked as a test. It carries the same
 * headers as the real mail (its unsubscribe link names no subscription, so it leads nowhere).
 */
export async function sendTestBroadcast(
  actor: { id: string; email: string },
  id: string,
  locale: TLocale,
): Promise<TActionResult<{ to: string }>> {
  const [content] = await db
    .select({ subject: broadcastContent.subject, bodyMarkdown: broadcastContent.bodyMarkdown })
    .from(broadcastContent)
    .where(and(eq(broadcastContent.broadcastId, id), eq(broadcastContent.locale, locale)))
  if (!content) return failure(404, 'broadcasts/missing-content')
  const t = getEmailTranslator(locale)
  const template = await renderBroadcastTemplate({
    locale,
    subject: `${t('broadcast.testPrefix')} ${content.subject}`,
    bodyMarkdown: content.bodyMarkdown,
  })
  const testRecipient = '00000000-0000-4000-8000-000000000000'
  const mail = personalizeBroadcast(template, testRecipient)
  await deliver({
    from: getMailFrom(),
    to: actor.email,
    ...mail,
    headers: buildListUnsubscribeHeaders(testRecipient, locale),
  })
  await db.transaction(async (tx) => {
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'broadcast.test-send',
      targetType: 'broadcast',
      targetId: id,
      details: { locale },
    })
  })
  return success({ to: actor.email })
}
