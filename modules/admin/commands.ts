import 'server-only'
import { generateId } from '@better-auth/core/utils/id'
import { and, count, eq, ne, sql } from 'drizzle-orm'
import { db, type TTransaction } from '@/db/client'
import { sessions, twoFactors, users, verifications } from '@/db/schema/auth'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { failure, success, type TActionResult } from '@/lib/action-result'
import { logger } from '@/lib/logger'
import { recordAudit } from '@/modules/audit/public'
import {
  forgetSessionReads,
  getAuth,
  refreshCachedSessions,
  sendSecondFactorOffMail,
  sendSetPasswordMail,
} from '@/modules/auth/public'
import type { TAddSignInInput } from './schemas'

/** How long the set-password link of an added sign-in works. */
export const SET_PASSWORD_LINK_HOURS = 72

/** Role changes and bans take turns, so two admins cannot demote each other at the same time. */
const ROLE_LOCK_KEY = 'admin:user-roles'

async function lockRoles(tx: TTransaction) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${ROLE_LOCK_KEY}))`)
}

async function findUserForUpdate(tx: TTransaction, userId: string) {
  const [user] = await tx
    .select({ id: users.id, role: users.role, banned: users.banned })
    .from(users)
    .where(eq(users.id, userId))
    .for('update')
  return user
}

/** Admins who can still sign in, other than `userId`. */
async function countOtherActiveAdmins(tx: TTransaction, userId: string): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.banned, false), ne(users.id, userId)))
  return row?.n ?? 0
}

/** Ends every session of a user, in Redis too (the database rows went in the ban's transaction). */
async function endCachedSessions(userId: string) {
  forgetSessionReads()
  try {
    const context = await getAuth().$context
    await context.internalAdapter.deleteUserSessions(userId)
  } catch (error) {
    logger.error({ err: error, userId }, 'could not end the cached sessions of a banned user')
  }
}

/**
 * Grants or revokes the admin role, with its audit row in the same transaction. Nobody can take
 * away the last admin role of the site: revoking is refused while no other admin who can sign
 * in would remain (so the last admin cannot demote themselves).
 */
export async function setUserAdmin(
  actorId: string,
  userId: string,
  admin: boolean,
): Promise<TActionResult<{ role: string; changed: boolean }>> {
  const result = await db.transaction(
    async (tx): Promise<TActionResult<{ role: string; changed: boolean }>> => {
      await lockRoles(tx)
      const user = await findUserForUpdate(tx, userId)
      if (!user) return failure(404, 'admin/user-not-found')
      const role = admin ? 'admin' : 'user'
      if ((user.role === 'admin') === admin) return success({ role: user.role, changed: false })
      if (!admin && (await countOtherActiveAdmins(tx, userId)) === 0) return failure(409, 'admin/last-admin')
      await tx.update(users).set({ role }).where(eq(users.id, userId))
      await recordAudit(tx, {
        actorId,
        action: admin ? 'user.grant-admin' : 'user.revoke-admin',
        targetType: 'user',
        targetId: userId,
        before: { role: user.role },
        after: { role },
      })
      return success({ role, changed: true })
    },
  )
  if (result.ok && result.data.changed)
    await refreshCachedSessions(userId, 'a role change', getAuth().$context)
  return result
}

/**
 * Bans a user: they cannot sign in, and every session they have ends in the same transaction
 * (plus Redis after the commit). Admins cannot ban themselves.
 */
export async function banUser(
  actorId: string,
  userId: string,
  reason: string,
): Promise<TActionResult<{ changed: boolean }>> {
  if (actorId === userId) return failure(409, 'admin/cannot-ban-self')
  const result = await db.transaction(async (tx): Promise<TActionResult<{ changed: boolean }>> => {
    await lockRoles(tx)
    const user = await findUserForUpdate(tx, userId)
    if (!user) return failure(404, 'admin/user-not-found')
    if (user.role === 'admin' && (await countOtherActiveAdmins(tx, userId)) === 0) {
      return failure(409, 'admin/last-admin')
    }
    await tx
      .update(users)
      .set({ banned: true, banReason: reason, banExpires: null })
      .where(eq(users.id, userId))
    const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id })
    await recordAudit(tx, {
      actorId,
      action: 'user.ban',
      targetType: 'user',
      targetId: userId,
      before: { banned: user.banned },
      after: { banned: true },
      details: { sessionsEnded: ended.length },
    })
    return success({ changed: !user.banned })
  })
  if (result.ok) await endCachedSessions(userId)
  return result
}

export async function unbanUser(
  actorId: string,
  userId: string,
): Promise<TActionResult<{ changed: boolean }>> {
  const result = await db.transaction(async (tx): Promise<TActionResult<{ changed: boolean }>> => {
    await lockRoles(tx)
    const user = await findUserForUpdate(tx, userId)
    if (!user) return failure(404, 'admin/user-not-found')
    if (!user.banned) return success({ changed: false })
    await tx
      .update(users)
      .set({ banned: false, banReason: null, banExpires: null })
      .where(eq(users.id, userId))
    await recordAudit(tx, {
      actorId,
      action: 'user.unban',
      targetType: 'user',
      targetId: userId,
      before: { banned: true },
      after: { banned: false },
    })
    return success({ changed: true })
  })
  if (result.ok && result.data.changed) await refreshCachedSessions(userId, 'an unban', getAuth().$context)
  return result
}

/**
 * Account recovery by an admin: the user's second factor (secret, recovery codes, browsers
 * trusted for 30 days) is removed and the change audited in one transaction; the user is told
 * by mail afterwards. Sessions stay: the person signs in with their password alone next time.
 */
export async function removeSecondFactor(
  actorId: string,
  userId: string,
): Promise<TActionResult<{ changed: boolean }>> {
  const result = await db.transaction(async (tx): Promise<TActionResult<{ changed: boolean }>> => {
    const user = await findUserForUpdate(tx, userId)
    if (!user) return failure(404, 'admin/user-not-found')
    const removed = await tx
      .delete(twoFactors)
      .where(eq(twoFactors.userId, userId))
      .returning({ id: twoFactors.id })
    const [before] = await tx
      .select({ enabled: users.twoFactorEnabled })
      .from(users)
      .where(eq(users.id, userId))
    await tx.update(users).set({ twoFactorEnabled: false }).where(eq(users.id, userId))
    // The plugin's "trust this browser" marks: identifier trust-device-…, value = the user id.
    await tx
      .delete(verifications)
      .where(and(sql`${verifications.identifier} like 'trust-device-%'`, eq(verifications.value, userId)))
    const changed = removed.length > 0 || before?.enabled === true
    if (!changed) return success({ changed: false })
    await recordAudit(tx, {
      actorId,
      action: 'user.remove-second-factor',
      targetType: 'user',
      targetId: userId,
      before: { twoFactorEnabled: before?.enabled === true },
      after: { twoFactorEnabled: false },
    })
    return success({ changed: true })
  })
  if (result.ok && result.data.changed) {
    await refreshCachedSessions(userId, 'the second factor was removed', getAuth().$context)
    const [person] = await db
      .select({ email: users.email, name: users.name, locale: users.locale })
      .from(users)
      .where(eq(users.id, userId))
    if (person) {
      await sendSecondFactorOffMail(person).catch((error: unknown) =>
        logger.error({ err: error, userId }, 'second factor removed, but the notice mail failed'),
      )
    }
  }
  return result
}

/**
 * The single-use link a person uses to choose their first password: Better Auth's own
 * password-reset token (`reset-password:<token>`), so `/api/auth/reset-password/<token>` checks
 * it and leads to our reset page, which sets the password and creates the password sign-in.
 */
export async function issueSetPasswordLink(userId: string, locale: TLocale): Promise<string> {
  const context = await getAuth().$context
  const token = generateId(32)
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 60 * 60 * 1000),
  })
  const callbackURL = encodeURIComponent(withLocale(locale, '/reset-password'))
  return `${context.baseURL}/reset-password/${token}?callbackURL=${callbackURL}`
}

/**
 * `/admin/add-auth`: an account for a person (email, name, role, mail language) and a mail
 * with the link to set their password. The admin's act confirms the address (decision 049):
 * the account never asks its owner for a confirmation, and the audit row says so. The account
 * and its audit row are one transaction; the mail follows the commit. An address that already
 * has an account is refused.
 */
export async function addSignIn(
  actorId: string,
  input: TAddSignInInput,
): Promise<TActionResult<{ userId: string }>> {
  const context = await getAuth().$context
  const created = await db.transaction(async (tx): Promise<TActionResult<{ userId: string }>> => {
    const [existing] = await tx
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${input.email}`)
    if (existing) return failure(409, 'admin/email-already-in-use')
    const id = context.generateId({ model: 'user' }) || generateId(32)
    const [user] = await tx
      .insert(users)
      .values({
        id,
        email: input.email,
        name: input.name,
        role: input.role,
        locale: input.locale,
        emailVerified: true,
      })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
    if (!user) return failure(409, 'admin/email-already-in-use')
    await recordAudit(tx, {
      actorId,
      action: 'user.create',
      targetType: 'user',
      targetId: user.id,
      after: { role: input.role, locale: input.locale, emailVerified: true },
    })
    return success({ userId: user.id })
  })
  if (!created.ok) return created
  try {
    const url = await issueSetPasswordLink(created.data.userId, input.locale)
    await sendSetPasswordMail({
      user: { email: input.email, name: input.name, locale: input.locale },
      url,
      hours: SET_PASSWORD_LINK_HOURS,
    })
  } catch (error) {
    logger.error({ err: error, userId: created.data.userId }, 'could not send the set-password mail')
    return failure(503, 'admin/set-password-mail-failed')
  }
  return created
}
