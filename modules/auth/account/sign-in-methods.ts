import 'server-only'
import { asc, eq } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { accounts } from '@/db/schema/auth'

/** The sign-in methods of a user: 'credential' (email + password) and provider ids. */
export const listSignInMethods = cache(async (userId: string): Promise<string[]> => {
  const rows = await db
    .select({ providerId: accounts.providerId })
    .from(accounts)
    .where(eq(accounts.userId, userId))
    .orderBy(asc(accounts.createdAt), asc(accounts.id))
  return rows.map((row) => row.providerId)
})
