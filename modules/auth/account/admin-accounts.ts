import 'server-only'
import { randomBytes } from 'node:crypto'
import { db } from '@/db/client'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { recordAudit } from '@/modules/audit/public'
import type { TAuth } from '../auth'
import { sendSetPasswordMail } from '../mails'
import { isCommonPassword } from '../sign-in/passwords/common-passwords'
import { checkPasswordLength } from '../sign-in/passwords/password-policy'

export const SET_PASSWORD_LINK_HOURS = 24

/**
 * A single-use link to choose a password, for an account someone else created. It is a
 * password-reset token (Better Auth's reset endpoints use it), valid 24 hours.
 */
export async function createSetPasswordLink(auth: TAuth, userId: string, locale: TLocale): Promise<string> {
  const context = await auth.$context
  const token = randomBytes(24).toString('base64url')
  await context.internalAdapter.createVerificationValue({
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + SET_PASSWORD_LINK_HOURS * 3600_000),
  })
  const callback = `${withLocale(locale, '/reset-password')}?set=1`
  return `${getConfig().PUBLIC_URL}/api/auth/reset-password/${token}?callbackURL=${encodeURIComponent(callback)}`
}

export type TCreateAdminInput = { email: string; password?: string; name?: string; locale: TLocale }
export type TCreateAdminResult = {
  userId: string
  created: boolean
  passwordSet: boolean
  /** When the admin has no password yet: where to choose it (also mailed). */
  setPasswordLink?: string
}

export class PasswordPolicyError extends Error {}

/**
 * Creates the admin, or promotes an existing account; sets the password when one is given.
 * A created address counts as confirmed by the operator's act (decision 049); creation and
 * promotion are written to the audit log with no actor (the command line).
 */
export async function createOrPromoteAdmin(
  auth: TAuth,
  input: TCreateAdminInput,
): Promise<TCreateAdminResult> {
  const context = await auth.$context
  const email = input.email.trim().toLowerCase()
  if (input.password !== undefined) {
    const broken = checkPasswordLength(input.password)
    if (broken.length > 0 || isCommonPassword(input.password)) {
      throw new PasswordPolicyError(
        'The password must have 8 to 128 characters and not be one of the 10 000 most common passwords.',
      )
    }
  }

  const existing = await context.internalAdapter.findUserByEmail(email, { includeAccounts: true })
  let userId: string
  let hasPassword: boolean
  if (existing) {
    userId = existing.user.id
    await context.internalAdapter.updateUser(userId, {
      role: 'admin',
      banned: false,
      banReason: null,
      banExpires: null,
    })
    hasPassword = existing.accounts.some((account) => account.providerId === 'credential' && account.password)
  } else {
    const user = await context.internalAdapter.createUser(
      {
        email,
        name: input.name?.trim() || email.split('@')[0]!,
        emailVerified: true,
        role: 'admin',
        locale: input.locale,
      },
      { method: 'admin' },
    )
    userId = user.id
    hasPassword = false
  }

  if (input.password !== undefined) {
    const hash = await context.password.hash(input.password)
    const credential = existing?.accounts.find((account) => account.providerId === 'credential')
    if (credential) await context.internalAdapter.updatePassword(userId, hash)
    else
      await context.internalAdapter.linkAccount({
        userId,
        providerId: 'credential',
        accountId: userId,
        password: hash,
      })
    hasPassword = true
  }

  await db.transaction((tx) =>
    recordAudit(
      tx,
      existing
        ? {
            actorId: null,
            action: 'user.grant-admin',
            targetType: 'user',
            targetId: userId,
            before: { role: (existing.user as { role?: string | null }).role ?? 'user' },
            after: { role: 'admin' },
            details: { via: 'create-admin' },
          }
        : {
            actorId: null,
            action: 'user.create',
            targetType: 'user',
            targetId: userId,
            after: { role: 'admin', locale: input.locale, emailVerified: true },
            details: { via: 'create-admin' },
          },
    ),
  )

  // Cached sessions (Redis) carry the old role: refresh them.
  const user = await context.internalAdapter.findUserById(userId)
  if (existing && user) await context.internalAdapter.refreshUserSessions(user)

  if (hasPassword) return { userId, created: !existing, passwordSet: input.password !== undefined }
  const setPasswordLink = await createSetPasswordLink(auth, userId, input.locale)
  await sendSetPasswordMail({
    user: { email, name: user?.name ?? email, locale: input.locale },
    url: setPasswordLink,
    hours: SET_PASSWORD_LINK_HOURS,
  })
  return { userId, created: !existing, passwordSet: false, setPasswordLink }
}
