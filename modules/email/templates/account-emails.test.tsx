import { render } from '@react-email/render'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import {
  buildMagicLinkEmail,
  buildResetPasswordEmail,
  buildSetPasswordEmail,
  buildVerifyEmail,
} from './account-emails'

const url = 'https://exhale.example/de/reset-password?token=abc123'
const builders = {
  verify: (locale: (typeof locales)[number]) => buildVerifyEmail({ locale, name: 'Ada', url, hours: 24 }),
  reset: (locale: (typeof locales)[number]) =>
    buildResetPasswordEmail({ locale, name: 'Ada', url, minutes: 60 }),
  setPassword: (locale: (typeof locales)[number]) =>
    buildSetPasswordEmail({ locale, name: 'Ada', url, hours: 72 }),
  magicLink: (locale: (typeof locales)[number]) =>
    buildMagicLinkEmail({ locale, name: 'Ada', url, minutes: 15 }),
}

describe('account mails', () => {
  for (const [kind, build] of Object.entries(builders)) {
    it(`${kind}: a subject, the name, the link and its validity in all nine languages, no raw placeholders`, async () => {
      const subjects = new Set<string>()
      for (const locale of locales) {
        const mail = build(locale)
        const text = await render(mail.react, { plainText: true })
        expect(mail.subject, locale).not.toBe('')
        expect(text, locale).toContain('Ada')
        expect(text, locale).toContain(url)
        expect(text, locale).toMatch(/\d+/)
        expect(`${mail.subject}\n${text}`, locale).not.toMatch(/\{[a-z]+\}/i)
        subjects.add(mail.subject)
      }
      expect(subjects.size, 'translated subjects').toBeGreaterThan(5)
    })
  }
})
