import 'server-only'
import { and, eq } from 'drizzle-orm'
import { cookies } from 'next/headers'
import { db } from '@/db/client'
import { accounts } from '@/db/schema/auth'
import { RECENT_LOGIN_SECONDS, verifyPasswordOrImportedHash } from '@/modules/auth/public'

/** Deleting the account needs a sign-in within the last 10 minutes (decision 007). */
export function isRecentSignIn(sessionCreatedAt: Date, now = new Date()): boolean {
  return now.getTime() - sessionCreatedAt.getTime() <= RECENT_LOGIN_SECONDS * 1000
}

/** The password of the user's email sign-in, checked the way Better Auth checks it. */
export async function verifyOwnPassword(userId: string, password: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  if (!credential?.hash) return false
  return verifyPasswordOrImportedHash({ hash: credential.hash, password })
}

/** Does the user have a password at all (or only Google, Apple, …)? */
export async function hasPassword(userId: string): Promise<boolean> {
  const [credential] = await db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, 'credential')))
  return Boolean(credential?.hash)
}

/**
 * Signs this browser out after its account was erased: the sessions are already deleted, this
 * removes Better Auth's cookies (prefix `exhale`, `__Secure-` on HTTPS) and the signed-in marker.
 */
export async function clearAuthCookies(): Promise<void> {
  const jar = await cookies()
  for (const { name } of jar.getAll()) {
    if (!/^(__Secure-)?exhale\./.test(name)) continue
    jar.set(name, '', {
      path: '/',
      maxAge: 0,
      secure: name.startsWith('__Secure-'),
      httpOnly: true,
      sameSite: 'lax',
    })
  }
}
