import 'server-only'
import { count, eq, or, sql } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { accounts, passkeys, sessions, twoFactors, users, verifications } from '@/db/schema/auth'
import { getConfig } from '@/lib/config'
import type { TEraser } from '@/modules/deletion/public'
import { revokeAppleTokensAfterCommit } from './account/apple-revoke'
import { dropCachedSessions } from './sessions/drop-cached-sessions'
import { forgetSessionReads } from './sessions/session-reuse'

/** The tables whose rows belong to one user by `userId`. */
type TUserTable = typeof accounts | typeof sessions | typeof passkeys | typeof twoFactors

/**
 * The account itself, last of all: sessions (also ends every sign-in), linked sign-in methods
 * (Apple tokens are revoked once the deletion is committed), passkeys, pending verification tokens
 * (Better Auth keeps the address or the user id in `identifier`/`value`), the second factor
 * (encrypted secret and recovery codes), then the user.
 */
export const authEraser: TEraser = {
  name: 'account',
  tables: ['users', 'sessions', 'accounts', 'passkeys', 'two_factors', 'verifications'],
  async erase({ tx, subject, afterCommit }) {
    const { userId, email } = subject
    await tx
      .delete(verifications)
      .where(
        or(
          sql`strpos(lower(${verifications.identifier}), ${email}) > 0`,
          sql`strpos(lower(${verifications.value}), ${email}) > 0`,
          userId ? sql`strpos(${verifications.value}, ${userId}) > 0` : undefined,
          userId ? sql`strpos(${verifications.identifier}, ${userId}) > 0` : undefined,
        ),
      )
    if (!userId) return
    // Sessions an admin opened while impersonating this user name them in impersonated_by.
    await tx.delete(sessions).where(or(eq(sessions.userId, userId), eq(sessions.impersonatedBy, userId)))
    const linked = await tx.delete(accounts).where(eq(accounts.userId, userId)).returning({
      providerId: accounts.providerId,
      accessToken: accounts.accessToken,
      refreshToken: accounts.refreshToken,
    })
    revokeAppleTokensAfterCommit(linked, afterCommit)
    // Explicitly, not only by the foreign key's cascade: the registry names every table it erases.
    await tx.delete(passkeys).where(eq(passkeys.userId, userId))
    await tx.delete(twoFactors).where(eq(twoFactors.userId, userId))
    if (getConfig().REDIS_URL) afterCommit(() => dropCachedSessions(userId))
    afterCommit(async () => forgetSessionReads())
    await tx.delete(users).where(eq(users.id, userId))
  },
  async describe(db, { userId }) {
    if (!userId) return {}
    const [sessionCount] = await db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId))
    const [accountCount] = await db.select({ n: count() }).from(accounts).where(eq(accounts.userId, userId))
    const [passkeyCount] = await db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId))
    return {
      account: 1,
      sessions: sessionCount?.n ?? 0,
      // A passkey is a way to sign in too.
      signInMethods: (accountCount?.n ?? 0) + (passkeyCount?.n ?? 0),
    }
  },
  async exportData(db, { userId }) {
    if (!userId) return null
    const [user] = await db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        emailVerified: users.emailVerified,
        image: users.image,
        locale: users.locale,
        role: users.role,
        createdAt: users.createdAt,
        updatedAt: users.updatedAt,
        twoFactorEnabled: users.twoFactorEnabled,
      })
      .from(users)
      .where(eq(users.id, userId))
    const own = <TFields extends SelectedFields>(table: TUserTable, fields: TFields) =>
      db.select(fields).from(table).where(eq(table.userId, userId))
    // Never the password hash or provider tokens: only which methods are linked.
    const signInMethods = await own(accounts, {
      providerId: accounts.providerId,
      createdAt: accounts.createdAt,
    })
    const activeSessions = await own(sessions, {
      createdAt: sessions.createdAt,
      expiresAt: sessions.expiresAt,
      ipAddress: sessions.ipAddress,
      userAgent: sessions.userAgent,
    })
    // Which passkeys exist, never their keys.
    const userPasskeys = await own(passkeys, {
      name: passkeys.name,
      deviceType: passkeys.deviceType,
      backedUp: passkeys.backedUp,
      createdAt: passkeys.createdAt,
    })
    // That a second factor is on and since when; never its secret or recovery codes.
    const [secondFactor] = await own(twoFactors, {
      createdAt: twoFactors.createdAt,
      verified: twoFactors.verified,
    })
    const { twoFactorEnabled: enabled, ...account } = user ?? { twoFactorEnabled: null }
    const secondFactorExport = {
      status: enabled === true && secondFactor?.verified !== false ? 'on' : 'off',
      method: enabled ? 'authenticator app (TOTP) with recovery codes' : null,
      since: enabled ? (secondFactor?.createdAt ?? null) : null,
    }
    return {
      user: user ? account : undefined,
      signInMethods,
      passkeys: userPasskeys,
      secondFactor: secondFactorExport,
      sessions: activeSessions,
    }
  },
}
