import 'server-only'
import { hashPassword, verifyPassword } from 'better-auth/crypto'
import { and, eq, sql } from 'drizzle-orm'
import { db } from '@/db/client'
import { accounts } from '@/db/schema/auth'
import { verifyFirebasePassword } from './firebase-scrypt'
import { parseFirebaseHash } from './stored-hash'

/**
 * Better Auth's password check (`emailAndPassword.password.verify`), which also knows imported
 * Firebase hashes (decision 068). Our own hashes go to Better Auth's scrypt as before. A Firebase
 * hash is checked once: on success it is replaced by our hash of the same password, and the old
 * hash is gone. A wrong password is `false` either way, so it gets the usual error.
 */
export async function verifyPasswordOrImportedHash(data: {
  hash: string
  password: string
}): Promise<boolean> {
  const imported = parseFirebaseHash(data.hash)
  if (!imported) return verifyPassword(data)
  const matches = await verifyFirebasePassword(
    data.password,
    imported.salt,
    imported.hash,
    imported.parameters,
  )
  if (matches) await replaceImportedHash(data.hash, await hashPassword(data.password))
  return matches
}

/**
 * Swaps an imported hash for ours, only while it is still the imported one: of several sign-ins
 * at the same moment exactly one writes (PostgreSQL re-checks the condition after the first
 * commits), and a password changed meanwhile is never overwritten. Answers whether this call
 * wrote. Any row holding this exact hash has this password, so matching on the value is enough;
 * the prefix condition lets PostgreSQL use the partial index of waiting imported hashes.
 */
export async function replaceImportedHash(importedHash: string, ownHash: string): Promise<boolean> {
  const replaced = await db
    .update(accounts)
    .set({ password: ownHash })
    .where(
      and(
        eq(accounts.providerId, 'credential'),
        eq(accounts.password, importedHash),
        sql`${accounts.password} like '$firebase-scrypt$%'`,
      ),
    )
    .returning({ id: accounts.id })
  return replaced.length > 0
}
