import 'server-only'
import { eq } from 'drizzle-orm'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'

/** Whether the user's second factor is on (the plugin's flag, set once a code confirmed it). */
export async function isSecondFactorOn(userId: string): Promise<boolean> {
  const [row] = await db.select({ enabled: users.twoFactorEnabled }).from(users).where(eq(users.id, userId))
  return row?.enabled === true
}
