// `tsx scripts/ci/node-smoke.ts <node binary>`: starts Exhale the way `npm start` does, but with
// the given Node.js (.ci/run passes Node 24 from the npm registry's `node` package), on a free
// port with the e2e build's settings so the build made for the browser tests is reused
// (EXHALE_REUSE_BUILD, as the tests' second apps do), with a data directory of its own; then
// registers a person over HTTP as the registration form's script does (the bot check solved,
// the session cookie kept) and reads the session back. Prints one line and exits 0 when all of
// it worked, 1 otherwise. The server is stopped either way.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { e2eServerEnv } from '@/e2e/support/server-env'
import { findFreePort } from '@/lib/processes'

const START_TIMEOUT_MS = 3 * 60_000
const dataDir = '.tmp/node-smoke/data'

async function waitForReady(origin: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null)
      throw new Error(`the server exited with ${server.exitCode} before it was ready`)
    const ready = await fetch(`${origin}/readyz`).then(
      (response) => response.ok,
      () => false,
    )
    if (ready) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`the server was not ready within ${START_TIMEOUT_MS / 1000} s`)
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${(await response.text()).slice(0, 300)}`)
  return response
}

/** Registers a new person as the form's script does and returns the session's e-mail address. */
async function register(origin: string): Promise<string> {
  await expectOk(await fetch(`${origin}/register`), 'GET /register')
  const challenge = await (
    await expectOk(await fetch(`${origin}/api/bot-check`), 'GET /api/bot-check')
  ).json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the bot check challenge could not be solved')
  const email = `node-smoke-${randomBytes(4).toString('hex')}@example.test`
  const signUp = await expectOk(
    await fetch(`${origin}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin,
        'x-altcha': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
      },
      body: JSON.stringify({ email, password: 'Breathe-freely-2026', name: 'Node Smoke', locale: 'en' }),
    }),
    'POST /api/auth/sign-up/email',
  )
  const cookie = signUp.headers
    .getSetCookie()
    .map((entry) => entry.split(';', 1)[0])
    .join('; ')
  const session = await (
    await expectOk(
      await fetch(`${origin}/api/auth/get-session`, { headers: { cookie } }),
      'GET /api/auth/get-session',
    )
  ).json()
  const signedIn = (session as { user?: { email?: string } } | null)?.user?.email
  if (signedIn !== email)
    throw new Error(`the new session is not the new person's: ${JSON.stringify(session)}`)
  return email
}

async function stop(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  const timer = setTimeout(() => server.kill('SIGKILL'), 30_000)
  await exited
  clearTimeout(timer)
}

async function main(): Promise<number> {
  const node = process.argv[2]
  if (!node) throw new Error('usage: tsx scripts/ci/node-smoke.ts <node binary>')
  const version = await new Promise<string>((resolve, reject) => {
    const probe = spawn(node, ['--version'])
    let out = ''
    probe.stdout.on('data', (chunk) => {
      out += chunk
    })
    probe.on('error', reject)
    probe.on('exit', () => resolve(out.trim()))
  })
  fs.rmSync(dataDir, { recursive: true, force: true })
  fs.mkdirSync(path.dirname(dataDir), { recursive: true })
  // Its own port: it may run while the browser tests' server starts (.ci/run).
  const port = await findFreePort()
  const origin = `http://localhost:${port}`
  const log = fs.openSync(path.join(path.dirname(dataDir), 'server.log'), 'w')
  const server = spawn(node, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      ...e2eServerEnv(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      EXHALE_REUSE_BUILD: '1',
    },
    stdio: ['ignore', log, log],
  })
  const started = Date.now()
  try {
    await waitForReady(origin, server)
    const startSeconds = ((Date.now() - started) / 1000).toFixed(1)
    const email = await register(origin)
    console.log(
      `node smoke: Node ${version} started Exhale in ${startSeconds} s and registered ${email}: passed`,
    )
    return 0
  } catch (error) {
    console.log(
      `node smoke: Node ${version}: failed: ${error instanceof Error ? error.message : String(error)}`,
    )
    console.log(`node smoke: the server's log is in ${path.dirname(dataDir)}/server.log`)
    return 1
  } finally {
    await stop(server)
  }
}

process.exitCode = await main().catch((error: unknown) => {
  console.log(`node smoke: failed: ${error instanceof Error ? error.message : String(error)}`)
  return 1
})
