import 'server-only'
import { and, eq, ne } from 'drizzle-orm'
import { cache } from 'react'
import { db } from '@/db/client'
import { newsletterSubscription } from '@/db/schema/newsletter'

export type TUnsubscribeView = {
  id: string
  maskedEmail: string
  subscribed: boolean
}

/** What the unsubscribe page shows for an id, or null for an unknown id (→ 404). */
export const getUnsubscribeView = cache(async (subscriptionId: string): Promise<TUnsubscribeView | null> => {
  const [row] = await db
    .select({
      id: newsletterSubscription.id,
      maskedEmail: newsletterSubscription.maskedEmail,
      status: newsletterSubscription.status,
    })
    .from(newsletterSubscription)
    .where(eq(newsletterSubscription.id, subscriptionId))
  return row ? { id: row.id, maskedEmail: row.maskedEmail, subscribed: row.status !== 'unsubscribed' } : null
})

/** The live (pending or confirmed) subscription of an address, for the account page. */
export async function getLiveSubscription(email: string) {
  const [row] = await db
    .select({
      id: newsletterSubscription.id,
      status: newsletterSubscription.status,
      confirmedAt: newsletterSubscription.confirmedAt,
    })
    .from(newsletterSubscription)
    .where(and(eq(newsletterSubscription.email, email), ne(newsletterSubscription.status, 'unsubscribed')))
  return row ?? null
}
