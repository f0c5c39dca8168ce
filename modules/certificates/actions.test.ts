import { count, eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import { certificate } from '@/db/schema/certificates'
import { redirect } from '@/i18n/navigation'
import { addDays, getEarliestQuitDate, getTodayIn } from '@/lib/calendar'
import { ID_PATTERN } from '@/lib/ids'
import { getSession } from '@/modules/auth/session'
import { form } from '@/tests/support/form'
import { memberSession } from '@/tests/support/users'
import { createCertificateAction, deleteCertificateAction, updateCertificateAction } from './actions'
import { createCertificate } from './commands'
import { getCertificateView, getOwnedCertificate, listCertificates } from './queries'

vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('next-intl/server', () => ({ getLocale: vi.fn(async () => 'fr') }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))
vi.mock('@/i18n/navigation', () => ({
  redirect: vi.fn((target: unknown) => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { target, digest: 'NEXT_REDIRECT;replace;/;307;' })
  }),
}))

const signedIn = (id: string | null) => vi.mocked(getSession).mockResolvedValue(memberSession(id))

const valid = {
  displayName: 'Marie',
  quitDate: '2024-01-15',
  cigarettesPerDay: '20',
  packPrice: '10,50',
  packSize: '20',
  currency: 'EUR',
  message: 'Un jour à la fois.',
}

async function snapshot() {
  return db.select().from(certificate).orderBy(certificate.id)
}

beforeEach(async () => {
  vi.mocked(redirect).mockClear()
  signedIn(null)
  await db.delete(certificate)
  await db.delete(users)
  await db.insert(users).values([
    { id: 'owner', name: 'Marie', email: 'marie@example.test' },
    { id: 'other', name: 'Paul', email: 'paul@example.test' },
  ])
})

describe('createCertificateAction', () => {
  it('creates the certificate with an unguessable id and opens it', async () => {
    signedIn('owner')
    await expect(createCertificateAction(null, form(valid))).rejects.toThrow('NEXT_REDIRECT')
    const [row] = await snapshot()
    expect(row).toMatchObject({
      userId: 'owner',
      displayName: 'Marie',
      quitDate: '2024-01-15',
      cigarettesPerDay: 20,
      packPriceMinor: 1050,
      packSize: 20,
      currency: 'EUR',
      message: 'Un jour à la fois.',
    })
    expect(row?.id).toMatch(ID_PATTERN)
    expect(vi.mocked(redirect).mock.calls[0]?.[0]).toEqual({
      href: { pathname: '/certificate/[id]', params: { id: row?.id } },
      locale: 'fr',
    })
  })

  it('keeps only name and quit date when the rest is left empty', async () => {
    signedIn('owner')
    await expect(
      createCertificateAction(
        null,
        form({
          displayName: ' Sam ',
          quitDate: '2024-01-15',
          cigarettesPerDay: '',
          packPrice: '',
          currency: 'EUR',
        }),
      ),
    ).rejects.toThrow('NEXT_REDIRECT')
    const [row] = await snapshot()
    expect(row).toMatchObject({
      displayName: 'Sam',
      cigarettesPerDay: null,
      packPriceMinor: null,
      currency: null,
      message: null,
    })
  })

  it('needs a signed-in user', async () => {
    expect(await createCertificateAction(null, form(valid))).toEqual({
      ok: false,
      status: 401,
      code: 'certificates/sign-in-required',
    })
    expect(await snapshot()).toEqual([])
  })

  const tomorrowEverywhere = addDays(getTodayIn(new Date(), 'Pacific/Kiritimati'), 1)
  it.each([
    ['no name', { displayName: '   ' }, 'displayName', 'certificates/name-required'],
    [
      'a name of zero-width spaces',
      { displayName: '\u200B\u200B\uFEFF' },
      'displayName',
      'certificates/name-required',
    ],
    ['a name too long', { displayName: 'x'.repeat(81) }, 'displayName', 'certificates/name-too-long'],
    [
      'a quit date in the future',
      { quitDate: tomorrowEverywhere },
      'quitDate',
      'certificates/quit-date-in-future',
    ],
    ['an impossible date', { quitDate: '2023-02-30' }, 'quitDate', 'certificates/quit-date-invalid'],
    ['a date from another era', { quitDate: '1900-01-01' }, 'quitDate', 'certificates/quit-date-too-early'],
    [
      'a date a day more than 60 years back',
      { quitDate: addDays(getEarliestQuitDate(new Date()), -1) },
      'quitDate',
      'certificates/quit-date-too-early',
    ],
    [
      'negative cigarettes',
      { cigarettesPerDay: '-3' },
      'cigarettesPerDay',
      'certificates/cigarettes-invalid',
    ],
    [
      'fractional cigarettes',
      { cigarettesPerDay: '2.5' },
      'cigarettesPerDay',
      'certificates/cigarettes-invalid',
    ],
    ['a price with words', { packPrice: '8 euros' }, 'packPrice', 'certificates/price-invalid'],
    ['a made-up currency', { currency: 'XXX' }, 'currency', 'certificates/currency-invalid'],
    ['a pack of 1000', { packSize: '1000' }, 'packSize', 'certificates/pack-size-invalid'],
    ['a very long message', { message: 'x'.repeat(281) }, 'message', 'certificates/message-too-long'],
  ])('rejects %s with a field error code and stores nothing', async (_name, change, field, code) => {
    signedIn('owner')
    const result = await createCertificateAction(null, form({ ...valid, ...change }))
    expect(result).toMatchObject({ ok: false, code: 'common/invalid-input' })
    expect(result?.ok === false && result.fields?.[field]).toEqual([code])
    expect(await snapshot()).toEqual([])
  })

  it('asks for the currency of a price', async () => {
    signedIn('owner')
    const { currency: _none, ...withoutCurrency } = valid
    const result = await createCertificateAction(null, form(withoutCurrency))
    expect(result?.ok === false && result.fields?.currency).toEqual(['certificates/currency-required'])
  })
})

describe('updateCertificateAction and deleteCertificateAction', () => {
  async function existing() {
    return createCertificate('owner', {
      displayName: 'Marie',
      quitDate: '2024-01-15',
      cigarettesPerDay: null,
      packPriceMinor: null,
      packSize: 20,
      currency: null,
      message: null,
    })
  }

  it('lets the owner edit', async () => {
    const { id } = await existing()
    signedIn('owner')
    expect(await updateCertificateAction(null, form({ ...valid, id, displayName: 'Marie C.' }))).toEqual({
      ok: true,
      data: undefined,
    })
    expect((await getCertificateView(id))?.displayName).toBe('Marie C.')
  })

  it('answers another user as if the certificate did not exist, and changes nothing', async () => {
    const { id } = await existing()
    const before = await snapshot()
    signedIn('other')
    expect(await updateCertificateAction(null, form({ ...valid, id, displayName: 'Hacked' }))).toEqual({
      ok: false,
      status: 404,
      code: 'certificates/not-found',
    })
    expect(await deleteCertificateAction(null, form({ id, confirm: 'yes' }))).toEqual({
      ok: false,
      status: 404,
      code: 'certificates/not-found',
    })
    expect(await getOwnedCertificate('other', id)).toBeNull()
    expect(await snapshot()).toEqual(before)
  })

  it('rejects malformed ids and invalid edits without writing', async () => {
    const { id } = await existing()
    const before = await snapshot()
    signedIn('owner')
    expect(await updateCertificateAction(null, form({ ...valid, id: "' or 1=1 --" }))).toMatchObject({
      ok: false,
      code: 'certificates/not-found',
    })
    expect(await updateCertificateAction(null, form({ ...valid, id, quitDate: 'soon' }))).toMatchObject({
      ok: false,
      code: 'common/invalid-input',
    })
    expect(await deleteCertificateAction(null, form({ id }))).toEqual({
      ok: false,
      status: 400,
      code: 'certificates/delete-not-confirmed',
    })
    expect(await snapshot()).toEqual(before)
  })

  it('lets the owner delete, then the id is unknown', async () => {
    const { id } = await existing()
    signedIn('owner')
    await expect(deleteCertificateAction(null, form({ id, confirm: 'yes' }))).rejects.toThrow('NEXT_REDIRECT')
    expect(await getCertificateView(id)).toBeNull()
    expect(await listCertificates('owner')).toEqual([])
  })

  it('erases certificates with the account', async () => {
    await existing()
    await db.delete(users).where(eq(users.id, 'owner'))
    const [row] = await db.select({ n: count() }).from(certificate)
    expect(row?.n).toBe(0)
  })
})
