import { notFound } from 'next/navigation'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { locales } from '@/i18n/locales'
import de from '@/messages/de.json'
import en from '@/messages/en.json'
import { statusOf } from './error-status'
import { logger } from './logger'
import { failureResponse, readRequestLocale, routeHandler } from './route'

afterEach(() => {
  vi.restoreAllMocks()
})

const failing = routeHandler(async (_request: Request, _context: { params: Promise<{ id: string }> }) => {
  throw new Error('the disk is full')
})
const context = { params: Promise.resolve({ id: 'x' }) }

describe('routeHandler', () => {
  it('logs what a handler throws once, with the request id and an event id, and answers 500 with that id', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const response = await failing(
      new Request('http://localhost/api/push?locale=de', {
        method: 'POST',
        headers: { 'x-request-id': 'req-42' },
      }),
      context,
    )
    expect(response.status).toBe(500)
    expect(response.headers.get('cache-control')).toBe('no-store')
    const body = (await response.json()) as { ok: boolean; code: string; eventId: string; message: string }
    expect(body).toMatchObject({ ok: false, code: 'common/unexpected-error' })
    expect(body.eventId).toMatch(/^[0-9A-F]{12}$/)
    expect(body.message).toBe(de.errors['common/unexpected-error'].replace('{eventId}', body.eventId))
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged.mock.calls[0]?.[0]).toMatchObject({
      eventId: body.eventId,
      requestId: 'req-42',
      where: 'POST /api/push',
    })
    expect(String(logged.mock.calls[0]?.[0] && (logged.mock.calls[0][0] as { err: Error }).err.message)).toBe(
      'the disk is full',
    )
  })

  it.each(locales)('shows the event id in the generic message in %s', async (locale) => {
    vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const response = await failing(new Request(`http://localhost/api/x?locale=${locale}`), context)
    const body = (await response.json()) as { eventId: string; message: string }
    const messages = (await import(`@/messages/${locale}.json`)).default as { errors: Record<string, string> }
    expect(messages.errors['common/unexpected-error']).toContain('{eventId}')
    expect(body.message).toBe(messages.errors['common/unexpected-error']!.replace('{eventId}', body.eventId))
  })

  it('passes a handler’s answer through, and Next’s notFound() to Next', async () => {
    const logged = vi.spyOn(logger, 'error')
    const fine = routeHandler(() => Response.json({ ok: true }))
    expect((await fine(new Request('http://localhost/'))).status).toBe(200)
    const missing = routeHandler(() => notFound())
    await expect(missing(new Request('http://localhost/'))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_HTTP_ERROR_FALLBACK;404/),
    })
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('failureResponse', () => {
  it('answers an error code with its one status and its message in the request’s language', async () => {
    const request = new Request('http://localhost/api/codes/redeem', {
      headers: { cookie: 'i18n_redirected=de', 'accept-language': 'fr' },
    })
    const response = await failureResponse(request, 'codes/used-up')
    expect(response.status).toBe(409)
    expect(await response.json()).toEqual({
      ok: false,
      code: 'codes/used-up',
      message: de.errors['codes/used-up'],
    })
    const english = await failureResponse(request, 'common/not-found', { locale: 'en', details: { id: 'x' } })
    expect(english.status).toBe(404)
    expect(await english.json()).toEqual({
      ok: false,
      code: 'common/not-found',
      message: en.errors['common/not-found'],
      id: 'x',
    })
  })
})

describe('readRequestLocale', () => {
  it('reads ?locale=, then the locale cookie, then Accept-Language', () => {
    const read = (url: string, headers: Record<string, string> = {}) =>
      readRequestLocale(new Request(url, { headers }))
    expect(read('http://localhost/x?locale=pl', { cookie: 'i18n_redirected=de' })).toBe('pl')
    expect(read('http://localhost/x?locale=xx', { cookie: 'a=b; i18n_redirected=de' })).toBe('de')
    expect(read('http://localhost/x', { 'accept-language': 'ru-RU,ru;q=0.9' })).toBe('ru')
    expect(read('http://localhost/x')).toBe('en')
  })
})

describe('statusOf, the one mapping from error code to status', () => {
  it('gives each kind of failure its status; anything unlisted is bad input', () => {
    expect(statusOf('common/invalid-input')).toBe(400)
    expect(statusOf('push/invalid-request')).toBe(400)
    expect(statusOf('common/sign-in-required')).toBe(401)
    expect(statusOf('purchases/invalid-signature')).toBe(401)
    expect(statusOf('common/no-admin-rights')).toBe(403)
    expect(statusOf('common/foreign-origin')).toBe(403)
    expect(statusOf('certificates/not-found')).toBe(404)
    expect(statusOf('codes/already-redeemed')).toBe(409)
    expect(statusOf('codes/expired')).toBe(410)
    expect(statusOf('common/payload-too-large')).toBe(413)
    expect(statusOf('common/unexpected-error')).toBe(500)
    expect(statusOf('content/webhook-not-configured')).toBe(503)
  })
})
