import { type Page, test } from '@playwright/test'
import { createTranslator } from 'use-intl/core'
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

/** Makes a cut-down plan on /progress: from 20 a day (€8.00 a pack) to none on `quitDate`. */
export async function createCutDownPlan(page: Page, quitDate: string) {
  const companion = createTranslator({ locale: 'en', messages: messages.en, namespace: 'companion' })
  await page.goto('/progress')
  const main = page.getByRole('main')
  await main.getByLabel(companion('plan.modeCutDown')).check()
  await main.getByLabel(companion('plan.quitDate')).fill(quitDate)
  await main.getByLabel(companion('plan.cigarettesPerDay')).fill('20')
  await main.getByLabel(companion('plan.packPrice')).fill('8.00')
  await main.getByRole('button', { name: companion('plan.create') }).click()
}

/** Makes a quit plan on /progress: 12 a day at €8.00 for 20 (€4.80 kept a day in euros). */
export async function createQuitPlan(
  page: Page,
  quitDate: string,
  options: { currency?: string; milestoneEmails?: boolean; dailyReminder?: boolean } = {},
) {
  const companion = createTranslator({ locale: 'en', messages: messages.en, namespace: 'companion' })
  await page.goto('/progress')
  const main = page.getByRole('main')
  await main.getByLabel(companion('plan.quitDate')).fill(quitDate)
  await main.getByLabel(companion('plan.cigarettesPerDay')).fill('12')
  await main.getByLabel(companion('plan.packPrice')).fill('8.00')
  if (options.currency) await main.getByLabel(companion('plan.currency')).selectOption(options.currency)
  if (options.milestoneEmails) await main.getByLabel(companion('plan.milestoneEmails')).check()
  if (options.dailyReminder) await main.getByLabel(companion('plan.dailyReminderEmails')).check()
  await main.getByRole('button', { name: companion('plan.create') }).click()
}
