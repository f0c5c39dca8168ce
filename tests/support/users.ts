// People for tests (vitest only): rows made directly in the test file's own database.
import { randomBytes } from 'node:crypto'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import type { TCurrentSession } from '@/modules/auth/sessions/read-session'

/** A user row; every column may be given, the rest is made up (a confirmed address, English). */
export async function insertUser(overrides: Partial<typeof users.$inferInsert> = {}) {
  const id = overrides.id ?? randomBytes(12).toString('hex')
  const [user] = await db
    .insert(users)
    .values({
      id,
      name: `User ${id.slice(0, 6)}`,
      email: `${id}@example.test`,
      emailVerified: true,
      locale: 'en',
      ...overrides,
    })
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

/**
 * The session of a member known only by an id (email `<id>@example.test`, unconfirmed), for the
 * action tests that mock getSession: `vi.mocked(getSession).mockResolvedValue(memberSession('anna'))`.
 */
export function memberSession(id: string | null): TCurrentSession | null {
  if (!id) return null
  return {
    user: { id, email: `${id}@example.test`, name: id, emailVerified: false, role: 'user', locale: 'en' },
    session: { id: `s-${id}`, createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) },
    claims: { admin: false },
  }
}
