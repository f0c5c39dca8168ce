// A first run as people do it (decision 018): another port with no PUBLIC_URL, opened
// as localhost or as 127.0.0.1, and the log as a terminal and as a redirected file show it.
import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { printableLines } from '@/server/log-output'
import { accountMenu, assignOwnClientAddress, registerInBrowser, uniqueAuthEmail } from './auth-helpers'
import { findFreePort, startAppInstance, type TAppInstance } from './support/app-process'
import { expect, test } from './support/fixtures'
import { resetDataDir } from './support/postgres-process'

const root = path.resolve(import.meta.dirname, '..')
const READY = /Exhale is ready on (\S+)/

test.describe('first run on another port, without PUBLIC_URL', () => {
  test.describe.configure({ mode: 'serial' })
  let app: TAppInstance

  test.beforeAll(async () => {
    // As `PORT=<port> npm start` with nothing else set: every interface, no PUBLIC_URL; stdout is a pipe.
    app = await startAppInstance('first-run', { HOST: '0.0.0.0', PUBLIC_URL: '', LOG_LEVEL: 'info' })
  })
  test.afterAll(async () => {
    await app?.stop()
  })

  test('a redirected log is JSON lines without NUL bytes, and its ready line names this port', () => {
    const port = new URL(app.base).port
    const lines = app.output().split('\n').filter(Boolean)
    expect(app.output()).not.toContain('\u0000')
    for (const line of lines) expect(() => JSON.parse(line), line).not.toThrow()
    const ready = lines.map((line) => JSON.parse(line).msg as string).find((msg) => READY.test(msg))
    expect(ready).toBe(`Exhale is ready on http://localhost:${port}`)
  })

  for (const host of ['localhost', '127.0.0.1']) {
    test(`a person registers at http://${host}:PORT and is signed in`, async ({ browser }) => {
      const baseURL = `http://${host}:${new URL(app.base).port}`
      const context = await browser.newContext({ baseURL })
      await assignOwnClientAddress(context)
      const page = await context.newPage()
      const name = `First ${host}`
      await registerInBrowser(page, { name, email: uniqueAuthEmail(`first-run-${host}`) })
      await page.goto('/account')
      await expect(page).toHaveURL(`${baseURL}/account`)
      await expect(accountMenu(page, name)).toBeVisible()
      await context.close()
    })
  }
})

test('`npm start` on a terminal shows readable lines, not JSON', async () => {
  const port = await findFreePort()
  const dataDir = path.join(root, '.tmp/e2e', `first-run-tty-${process.pid}-${port}`)
  // `script` gives npm a pseudo-terminal, as a person's shell would; Ctrl-C stops it.
  const child: ChildProcess = spawn('script', ['-qfec', 'npm start', '/dev/null'], {
    cwd: root,
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PUBLIC_URL: '',
      LOG_LEVEL: 'info',
      LOG_FORMAT: '',
      // The Playwright web server's build, as every second app of the suite (e2e/support/app-process.ts).
      EXHALE_REUSE_BUILD: '1',
    },
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  try {
    await expect
      .poll(() => printableLines(output).join('\n'), { timeout: 120_000 })
      .toContain(`Exhale is ready on http://localhost:${port}`)
    const lines = printableLines(output)
    const ready = lines.find((line) => READY.test(line)) ?? ''
    // pino-pretty: "[12:00:00.000] INFO: Exhale is ready on …", not {"level":30,…}.
    expect(ready).toMatch(/^\[[0-9:.]+\] INFO.*: Exhale is ready on/)
    expect(lines.filter((line) => line.startsWith('{"level"'))).toEqual([])
  } finally {
    child.stdin?.write('\u0003')
    const killer = setTimeout(() => child.kill('SIGKILL'), 30_000)
    await exited
    clearTimeout(killer)
    await resetDataDir(dataDir)
  }
})
