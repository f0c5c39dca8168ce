import { createTranslator } from 'next-intl'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { quitPlan } from '@/db/schema/companion'
import { readSession } from '@/modules/auth/public'
import { insertUser, sessionOf } from '@/tests/support/users'
import { handleDoctorReportPdf } from './report-route'

vi.mock('@/modules/auth/public', () => ({ readSession: vi.fn() }))
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: string; namespace: string }) => {
    const messages = (await import(`@/messages/${locale}.json`)).default
    return createTranslator({ locale: locale as 'en', messages, namespace: namespace as never })
  },
}))

const get = (query: string) => new Request(`http://localhost/api/progress/report?${query}`)

beforeEach(() => {
  vi.mocked(readSession).mockResolvedValue(null)
})

describe('GET /api/progress/report', () => {
  it('answers a visitor 401 in the asked language, with no report', async () => {
    const response = await handleDoctorReportPdf(get('include=quitDate&locale=fr'))
    expect(response.status).toBe(401)
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toMatchObject({
      code: 'insights/sign-in-required',
      message: 'Veuillez vous connecter pour créer votre bilan.',
    })
  })

  it('answers 400 when nothing known is chosen', async () => {
    const user = await insertUser()
    vi.mocked(readSession).mockResolvedValue(sessionOf(user))
    const response = await handleDoctorReportPdf(get('include=password&include=&locale=de'))
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ code: 'insights/nothing-chosen' })
  })

  it('sends the signed-in person’s report as a PDF download that no cache keeps', async () => {
    const user = await insertUser()
    await db.insert(quitPlan).values({
      userId: user.id,
      quitDate: '2026-01-10',
      cigarettesPerDay: 15,
      packPriceMinor: 900,
      currency: 'EUR',
    })
    vi.mocked(readSession).mockResolvedValue(sessionOf(user))
    const response = await handleDoctorReportPdf(get('include=quitDate&locale=en'))
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/pdf')
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(response.headers.get('content-disposition')).toContain('attachment')
    const bytes = Buffer.from(await response.arrayBuffer())
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
  }, 30_000)
})
