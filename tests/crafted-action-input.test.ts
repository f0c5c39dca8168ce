import { describe, expect, it, vi } from 'vitest'
import { db } from '@/db/client'
import { users } from '@/db/schema/auth'
import * as authForms from '@/modules/auth/actions'
import { getSession } from '@/modules/auth/session'
import * as certificates from '@/modules/certificates/actions'
import * as challenges from '@/modules/challenges/actions'
import * as companion from '@/modules/companion/actions'
import * as deletion from '@/modules/deletion/actions'
import * as newsletter from '@/modules/newsletter/actions'
import * as surveys from '@/modules/surveys/actions'
import { snapshotDatabase } from './support/database-snapshot'

// Bad input never gets a 500 (docs/ARCHITECTURE.md, product rules): a crafted server-action request
// decodes to arguments of any shape (a string, a number, an array, null …), not the form the page
// sends. Every action of the programme, newsletter and deletion answers that with its "bad input"
// result: never an exception (a 500), and nothing is written. (e2e/security.spec.ts fuzzes the same
// over HTTP.)
vi.mock('next/headers', () => ({
  headers: vi.fn(async () => new Headers({ 'x-forwarded-for': '203.0.113.9' })),
  cookies: vi.fn(async () => ({ get: () => undefined, set: () => undefined, delete: () => undefined })),
}))
vi.mock('next/server', () => ({ after: vi.fn() }))
vi.mock('next/cache', () => ({ revalidatePath: vi.fn() }))
vi.mock('@/modules/auth/session', () => ({ getSession: vi.fn() }))
vi.mock('@/i18n/navigation', () => ({
  redirect: vi.fn(() => {
    throw Object.assign(new Error('NEXT_REDIRECT'), { digest: 'NEXT_REDIRECT;replace;/;307;' })
  }),
}))
vi.mock('next-intl/server', () => ({
  getLocale: vi.fn(async () => 'en'),
  getTranslations: vi.fn(async () => (key: string) => key),
}))

const crafted: Array<[string, unknown]> = [
  ['a string', 'email=a@example.test'],
  ['a number', -759157483776],
  ['an array', [['email', 'a@example.test']]],
  ['an object', { email: 'a@example.test', consent: 'on' }],
  ['null', null],
  ['undefined', undefined],
  ['false', false],
]

const actions = {
  ...authForms,
  ...surveys,
  ...certificates,
  ...challenges,
  ...newsletter,
  ...deletion,
  // Named apart: the challenges have a checkInAction too.
  ...Object.fromEntries(Object.entries(companion).map(([name, action]) => [`companion.${name}`, action])),
} as unknown as Record<string, (previous: unknown, form: unknown) => Promise<unknown>>

describe('server actions given something other than a form', () => {
  it('covers every action of the six modules and the sign-in forms', () => {
    expect(Object.keys(actions).sort()).toEqual(
      [
        'checkInAction',
        'closeChallengeAction',
        'companion.checkInAction',
        'companion.logCravingAction',
        'companion.savePlanAction',
        'companion.setNewQuitDateAction',
        'companion.syncTimeZoneAction',
        'confirmDeletionAction',
        'createCertificateAction',
        'deleteAccountAction',
        'deleteCertificateAction',
        'joinChallengeAction',
        'loginAction',
        'registerAction',
        'requestPasswordResetAction',
        'requestSignInLinkAction',
        'resetPasswordAction',
        'requestDeletionAction',
        'startChallengeAction',
        'submitSurveyAction',
        'subscribeAction',
        'updateCertificateAction',
      ].sort(),
    )
  })

  it.each(Object.keys(actions))('%s answers with its bad-input result and writes nothing', async (name) => {
    await db.delete(users)
    await db.insert(users).values({ id: 'crafty', name: 'Crafty', email: 'crafty@example.test' })
    vi.mocked(getSession).mockResolvedValue({
      user: {
        id: 'crafty',
        email: 'crafty@example.test',
        name: 'Crafty',
        emailVerified: true,
        role: 'user',
        locale: 'en',
      },
      session: { id: 's-crafty', createdAt: new Date(), expiresAt: new Date(Date.now() + 60_000) },
      claims: { admin: false },
    })
    const before = await snapshotDatabase()
    for (const [what, input] of crafted) {
      // Every action answers in the one result shape (lib/action-result.ts).
      const result = await actions[name]!(null, input)
      expect(result, `${name} given ${what}`).toMatchObject({ ok: false, code: expect.any(String) })
    }
    expect(await snapshotDatabase()).toEqual(before)
  })
})
