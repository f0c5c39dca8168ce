import { render } from '@react-email/render'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { buildSecondFactorEmail } from './mails'

describe('second-factor notices', () => {
  for (const kind of [
    'secondFactorOn',
    'secondFactorOff',
    'recoveryCodeUsed',
    'recoveryCodesRenewed',
    'passkeyAdded',
    'passwordRemovedByEmailLink',
  ] as const) {
    it(`${kind}: a subject, the name and what to do if it was not them, in all nine languages`, async () => {
      const subjects = new Set<string>()
      for (const locale of locales) {
        const mail = buildSecondFactorEmail(kind, { email: 'ada@example.test', name: 'Ada', locale })
        const text = await render(mail.react, { plainText: true })
        expect(mail.subject, locale).not.toBe('')
        expect(text, locale).toContain('Ada')
        expect(`${mail.subject}\n${text}`, locale).not.toMatch(/\{[a-z]+\}/i)
        subjects.add(mail.subject)
      }
      expect(subjects.size, 'translated subjects').toBe(locales.length)
    })
  }
})
