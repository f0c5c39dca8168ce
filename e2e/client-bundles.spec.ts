import fs from 'node:fs'
import path from 'node:path'
import { expect, test } from './support/fixtures'
import { messages } from './support/messages'

// The build's browser chunks carry no server-side library. Forms validate on the server and use
// HTML constraints in the browser; a client component that imports a schema file (or a module
// that does) ships the whole of zod (167 KB gzip) to every page that renders it. The chunks are
// those of the build this run serves (playwright.config.ts builds it when stale).

const distDir = process.env.NEXT_DIST_DIR || '.next'
const chunksDir = path.join(distDir, 'static', 'chunks')

/**
 * Each library by a string its own code holds and minification keeps (a class name, a message).
 * `source` is a file of the library that holds it: the test first proves the marker is alive in
 * the installed version, so a renamed string cannot make the check pass by itself.
 */
const DENIED = [
  { library: 'zod', marker: '"$ZodType"', source: 'node_modules/zod/v4/core/schemas.js' },
  {
    library: 'better-auth (server)',
    marker: 'You are using the default secret',
    source: 'node_modules/better-auth/dist/context/create-context.mjs',
  },
  { library: 'drizzle-orm', marker: 'drizzle:entityKind', source: 'node_modules/drizzle-orm/entity.js' },
  { library: 'pg', marker: 'SCRAM-SERVER-FIRST-MESSAGE', source: 'node_modules/pg/lib/crypto/sasl.js' },
  { library: 'nodemailer', marker: 'EENVELOPE', source: 'node_modules/nodemailer/dist/esm/errors.js' },
] as const

function scriptFiles(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.js'))
}

test('no browser chunk of the build contains a server-side library', () => {
  const files = scriptFiles(chunksDir)
  expect(files.length).toBeGreaterThan(10)
  const chunks = files.map((file) => ({ file, text: fs.readFileSync(path.join(chunksDir, file), 'utf8') }))
  for (const { library, marker, source } of DENIED) {
    expect(fs.readFileSync(source, 'utf8'), `${library}: the marker is in its own code`).toContain(marker)
    const found = chunks.filter((chunk) => chunk.text.includes(marker)).map((chunk) => chunk.file)
    expect(found, `${library} in browser chunks`).toEqual([])
  }
})

test('a content page loads neither next/link nor the newsletter form’s code until someone uses the form', async ({
  page,
}) => {
  // Markers from each one's own code: next/link's exported hook, the form's server action name.
  const nextLink = 'useLinkStatus'
  expect(fs.readFileSync('node_modules/next/dist/client/app-dir/link.js', 'utf8')).toContain(nextLink)
  const formCode = '"subscribeAction"'
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/help', { waitUntil: 'networkidle' })
  const loaded = await Promise.all(scripts)
  expect(loaded.length).toBeGreaterThan(5)
  expect(loaded.filter((text) => text.includes(nextLink)).length, 'scripts with next/link').toBe(0)
  expect(loaded.filter((text) => text.includes(formCode)).length, 'scripts with the form').toBe(0)

  const form = page.getByRole('contentinfo').getByRole('textbox')
  const formScript = page.waitForResponse(async (response) =>
    (await response.text().catch(() => '')).includes(formCode),
  )
  await form.focus()
  await formScript
})

test('the sign-in page loads its form’s code when someone starts using it, and no other form’s', async ({
  page,
}) => {
  // Each form reads its texts by key: a key names the form whose code holds it.
  const own = 'login.forgot'
  const others = ['register.verifyNote', 'forgot.backToLogin', 'reset.missingToken']
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  await page.goto('/login', { waitUntil: 'networkidle' })
  expect((await Promise.all(scripts)).filter((text) => text.includes(own)).length, 'the form on load').toBe(0)

  const formScript = page.waitForResponse(async (response) =>
    (await response.text().catch(() => '')).includes(own),
  )
  await page.getByRole('main').getByLabel(messages.en.auth.fields.email).focus()
  await formScript
  const loaded = await Promise.all(scripts)
  for (const key of others) expect(loaded.filter((text) => text.includes(key)).length, key).toBe(0)
})
