// Test helpers of the admin area (vitest only): rows made directly in the file's own database.
import { randomBytes } from 'node:crypto'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import type { TCurrentSession } from '@/modules/auth/session'

export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? randomBytes(12).toString('hex')
  const [user] = await db
    .insert(users)
    .values({ id, name: `User ${id.slice(0, 6)}`, email: `${id}@example.test`, ...overrides })
    .returning()
  return user!
}

/** A session as modules/auth/session.ts returns it, for mocking getSession/readSession. */
export function sessionOf(user: { id: string; email: string; name: string; role: string }): TCurrentSession {
  return {
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      emailVerified: true,
      role: user.role,
      locale: 'en',
    },
    session: { id: `session-${user.id}`, createdAt: new Date(), expiresAt: new Date(Date.now() + 3_600_000) },
    claims: { admin: user.role === 'admin' },
  }
}
