import { type Page, test } from '@playwright/test'
import type { TLocale } from '@/i18n/locales'
import { messages } from './messages'

/** A unique address for this test and run. */
export function uniqueEmail(kind: string): string {
  return `${kind}-${test.info().testId}-${Date.now()}@example.test`.toLowerCase()
}

export const PASSWORD = 'Smoke-free-since-2024!'

/** Fills and submits the register form on the current page. */
export async function fillRegisterForm(page: Page, name: string, locale: TLocale = 'en') {
  const m = messages[locale]
  const form = page.getByRole('main')
  await form.getByLabel(m.auth.fields.displayName).fill(name)
  await form.getByLabel(m.auth.fields.email).fill(uniqueEmail(name.replace(/\W+/g, '-')))
  await form.getByLabel(m.auth.fields.password, { exact: true }).fill(PASSWORD)
  await form.getByRole('button', { name: m.auth.register.submit }).click()
}
