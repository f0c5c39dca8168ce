import { expect, type Page } from '@playwright/test'
import { signInNewAccount } from './accounts'
import { messages } from './messages'

const c = messages.en.certificates

/** Signs a new person in and creates their certificate in the browser; answers its id. */
export async function createCertificate(page: Page, name = 'Grace Hopper') {
  await signInNewAccount(page.context(), { name: 'Certificate Owner' })
  await page.goto('/certificates/new')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.new.title)
  await page.getByLabel(c.form.displayName).fill(name)
  await page.getByLabel(c.form.quitDate).fill('2024-01-15')
  await page.getByLabel(c.form.cigarettesPerDay).fill('20')
  await page.getByLabel(c.form.packPrice).fill('10.00')
  await page.getByLabel(c.form.currency).selectOption('EUR')
  await page.getByLabel(c.form.message).fill('One day at a time.')
  await page.getByRole('button', { name: c.form.create }).click()
  await expect(page).toHaveURL(/\/certificate\/[A-Za-z0-9_-]{24}$/, { timeout: 30_000 })
  return new URL(page.url()).pathname.split('/').pop()!
}
