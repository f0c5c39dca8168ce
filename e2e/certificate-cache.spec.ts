import fs from 'node:fs'
import path from 'node:path'
import { findFreePort } from '@/lib/processes'
import { stopChild, type TChild } from '../scripts/bench/lib/app-process'
import { startNginx, writeCacheConfig } from '../scripts/bench/lib/nginx'
import { createCertificate } from './support/certificates'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'
import { e2ePort } from './support/server-env'

// A shared certificate's picture is public, so caches hold it; after the owner edits
// or deletes the certificate, the deploy/ cache front must stop showing the old one within 60 s
// (it passes the picture through; the picture's own Cache-Control bounds other caches to 60 s).
const NGINX = '/usr/sbin/nginx'
const c = messages.en.certificates
const root = path.resolve(import.meta.dirname, '..')

test.describe.configure({ mode: 'serial', timeout: 5 * 60_000 })

let nginx: TChild | undefined
let front = ''

test.beforeAll(async () => {
  test.skip(
    !fs.existsSync(NGINX),
    `nginx is not installed (${NGINX}): apt-get install -y nginx-light to run this test`,
  )
  const port = await findFreePort()
  const prefix = path.join(root, '.tmp/e2e', `nginx-certificate-cache-${process.pid}`)
  fs.rmSync(prefix, { recursive: true, force: true })
  nginx = await startNginx('nginx-certificate-cache', writeCacheConfig(prefix, port, [e2ePort()]), port)
  front = `http://127.0.0.1:${port}`
})

test.afterAll(async () => {
  if (nginx) await stopChild(nginx, 5_000)
})

test('an edited certificate shows its new picture through the cache front within 60 s; a deleted one 404', async ({
  page,
  request,
}) => {
  const id = await createCertificate(page, 'Ada Lovelace')
  const picture = `${front}/api/certificates/${id}/og?locale=en`
  const first = await request.get(picture)
  expect(first.status()).toBe(200)
  expect(first.headers()['cache-control']).toMatch(/s-maxage=60\b/)
  const before = Buffer.from(await first.body())
  // The shipped front does not store /api/ answers at all (private paths, exhale-cache-maps.conf):
  // what a visitor gets is never older than the certificate; caches further out (a CDN, a social
  // network's crawler) may keep it 60 s by the picture's Cache-Control.
  expect((await request.get(picture)).headers()['x-cache-status']).toBe('BYPASS')

  await page.goto(`/certificate/edit/${id}`)
  await page.getByLabel(c.form.displayName).fill('Ada King')
  await page.getByRole('button', { name: c.form.save }).click()
  await expect(page.getByRole('status')).toContainText(c.form.saved)
  await expect
    .poll(async () => Buffer.from(await (await request.get(picture)).body()).equals(before), {
      timeout: 75_000,
      intervals: [5_000],
      message: 'the cached picture changes after the edit',
    })
    .toBe(false)

  await page.goto(`/certificate/edit/${id}`)
  await page.getByRole('checkbox', { name: c.edit.deleteConfirm }).check()
  await page.getByRole('button', { name: c.edit.delete }).click()
  await expect(page).not.toHaveURL(/\/certificate\/edit\//, { timeout: 30_000 })
  await expect
    .poll(async () => (await request.get(picture)).status(), {
      timeout: 75_000,
      intervals: [5_000],
      message: 'the cached picture is gone after the delete',
    })
    .toBe(404)
})
