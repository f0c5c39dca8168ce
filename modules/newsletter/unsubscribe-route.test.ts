import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { newsletterSubscription } from '@/db/schema/newsletter'
import { requestSubscription, verifySubscription } from './commands'
import { handleUnsubscribePost } from './unsubscribe-route'

async function activeSubscription(email: string) {
  const consent = { ip: null, userAgent: null, textVersion: 'v', sourcePage: null }
  const mail = await requestSubscription({ email, locale: 'fr', consent })
  await verifySubscription(mail!.token)
  return mail!.subscriptionId
}

const statusOf = async (id: string) =>
  (await db.select().from(newsletterSubscription).where(eq(newsletterSubscription.id, id)))[0]?.status

function post(body: string, type = 'application/x-www-form-urlencoded') {
  return new Request('http://localhost/unsubscribe/x', {
    method: 'POST',
    body,
    headers: { 'Content-Type': type },
  })
}

describe('handleUnsubscribePost', () => {
  it('answers an RFC 8058 one-click POST with 200 and unsubscribes, idempotently', async () => {
    const id = await activeSubscription('one-click@example.test')
    const first = await handleUnsubscribePost(post('List-Unsubscribe=One-Click'), id)
    expect(first.status).toBe(200)
    expect(await statusOf(id)).toBe('unsubscribed')
    const second = await handleUnsubscribePost(post('List-Unsubscribe=One-Click'), id)
    expect(second.status).toBe(200)
  })

  it('accepts multipart bodies too', async () => {
    const id = await activeSubscription('multipart@example.test')
    const form = new FormData()
    form.set('List-Unsubscribe', 'One-Click')
    const response = await handleUnsubscribePost(
      new Request('http://localhost/x', { method: 'POST', body: form }),
      id,
    )
    expect(response.status).toBe(200)
    expect(await statusOf(id)).toBe('unsubscribed')
  })

  it('sends the confirm form of the page back to the localized page (303)', async () => {
    const id = await activeSubscription('form@example.test')
    const response = await handleUnsubscribePost(post('List-Unsubscribe=One-Click&locale=fr'), id)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(`/fr/unsubscribe/${id}`)
    expect(await statusOf(id)).toBe('unsubscribed')
  })

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await handleUnsubscribePost(post(''), '00000000-0000-4000-8000-000000000000')).status).toBe(404)
    expect((await handleUnsubscribePost(post(''), 'not-an-id')).status).toBe(404)
  })
})
