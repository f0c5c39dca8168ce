import 'server-only'
import { and, eq, ne } from 'drizzle-orm'
import { newsletterSubscription, newsletterVerificationToken } from '@/db/schema/newsletter'
import type { TEraser } from '@/modules/deletion/public'
import { hashEmail } from './commands'

/** The address's subscription that has not ended (pending or confirmed). */
const liveSubscriptionOf = (email: string) =>
  and(eq(newsletterSubscription.email, email), ne(newsletterSubscription.status, 'unsubscribed'))

/**
 * Data deletion for the newsletter: the live subscription of the address ends like an
 * unsubscribe (address dropped, open tokens deleted); its consent proof stays without the
 * address, as the proofs of earlier unsubscribes do (/start-data-deletion says so).
 */
export const newsletterEraser: TEraser = {
  name: 'newsletter',
  tables: ['newsletter_subscription', 'newsletter_verification_token'],
  async erase({ tx, subject, now }) {
    const live = await tx
      .select({ id: newsletterSubscription.id })
      .from(newsletterSubscription)
      .where(liveSubscriptionOf(subject.email))
    for (const { id } of live) {
      await tx.delete(newsletterVerificationToken).where(eq(newsletterVerificationToken.subscriptionId, id))
      await tx
        .update(newsletterSubscription)
        .set({ status: 'unsubscribed', email: null, unsubscribedAt: now })
        .where(eq(newsletterSubscription.id, id))
    }
  },
  async describe(db, subject) {
    const live = await db
      .select({ id: newsletterSubscription.id })
      .from(newsletterSubscription)
      .where(liveSubscriptionOf(subject.email))
    return { newsletter: live.length }
  },
  async exportData(db, subject) {
    return db
      .select({
        status: newsletterSubscription.status,
        locale: newsletterSubscription.locale,
        consentAt: newsletterSubscription.consentAt,
        consentIp: newsletterSubscription.consentIp,
        consentUserAgent: newsletterSubscription.consentUserAgent,
        consentTextVersion: newsletterSubscription.consentTextVersion,
        consentSourcePage: newsletterSubscription.consentSourcePage,
        confirmedAt: newsletterSubscription.confirmedAt,
        unsubscribedAt: newsletterSubscription.unsubscribedAt,
      })
      .from(newsletterSubscription)
      .where(eq(newsletterSubscription.emailHash, hashEmail(subject.email)))
  },
}
