import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { migrateDatabase } from '@/db/migrate'
import { isPortListening } from '@/lib/processes'
import type { TAuth } from './auth'
import { toAuthErrorCode } from './error-codes'
import { callAuthApi, TEST_ORIGIN, useTestAuthEnvironment } from './testing'

const SHARED_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test'
const SHARED_REDIS = 'redis://127.0.0.1:6379'

function randomIp() {
  return `10.${[...randomBytes(3)].join('.')}`
}

async function wrongSignIn(send: (init: RequestInit & { ip: string }) => Promise<Response>, ip: string) {
  return send({
    ip,
    method: 'POST',
    body: JSON.stringify({ email: 'someone@example.test', password: 'not the password' }),
  })
}

let dataDir: string
beforeAll(async () => {
  dataDir = await useTestAuthEnvironment()
})

describe('rate limits in the database (no Redis)', () => {
  let first: TAuth
  let second: TAuth
  beforeAll(async () => {
    const { createAuth } = await import('./auth')
    first = createAuth({ rateLimit: true, redisUrl: null, botCheck: false })
    second = createAuth({ rateLimit: true, redisUrl: null, botCheck: false })
  })

  it('answers the 11th rapid wrong sign-in from one address with 429 and a retry hint, across instances', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      const instance = attempt % 2 === 0 ? first : second
      const response = await callAuthApi(instance, '/sign-in/email', {
        ip,
        body: { email: 'someone@example.test', password: 'not the password' },
      })
      statuses.push(response.status)
    }
    expect(statuses.every((status) => status === 401)).toBe(true)
    const eleventh = await callAuthApi(second, '/sign-in/email', {
      ip,
      body: { email: 'someone@example.test', password: 'not the password' },
    })
    expect(eleventh.status).toBe(429)
    const retryAfter = Number(eleventh.headers.get('X-Retry-After'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(60)
    expect(toAuthErrorCode({ status: eleventh.status })).toBe('auth/too-many-requests')

    const other = await callAuthApi(first, '/sign-in/email', {
      ip: randomIp(),
      body: { email: 'someone@example.test', password: 'not the password' },
    })
    expect(other.status).toBe(401)
    const rows = await db.execute(
      sql`select count(*)::int as count from rate_limits where key like ${`${ip}|%`}`,
    )
    expect(rows.rows[0]).toMatchObject({ count: 1 })
  }, 60_000)

  it('limits password-reset requests', async () => {
    const ip = randomIp()
    const statuses: number[] = []
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await callAuthApi(first, '/request-password-reset', {
        ip,
        body: { email: `nobody-${attempt}@example.test`, redirectTo: '/reset-password' },
      })
      statuses.push(response.status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429])
  }, 60_000)
})

const sharedServersUp = (await isPortListening(5432)) && (await isPortListening(6379))
if (!sharedServersUp) {
  console.warn(
    'rate-limit.test.ts: skipping the two-instance test: it needs PostgreSQL on 127.0.0.1:5432 (database "test") and Redis on 127.0.0.1:6379.',
  )
}

describe.skipIf(!sharedServersUp)('two app instances on shared PostgreSQL + Redis', () => {
  const database = `exhale_rate_limit_${process.pid}_${randomBytes(3).toString('hex')}`
  const instances: Array<{ child: ChildProcess; port: number }> = []
  const spawned: ChildProcess[] = []

  async function startInstance(): Promise<{ child: ChildProcess; port: number }> {
    const url = new URL(SHARED_POSTGRES)
    url.pathname = `/${database}`
    const child = spawn(
      path.join(process.cwd(), 'node_modules/.bin/tsx'),
      ['--import', './scripts/lib/server-only-hook.mjs', 'modules/auth/testing/auth-instance.ts'],
      {
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: url.toString(),
          REDIS_URL: SHARED_REDIS,
          PUBLIC_URL: TEST_ORIGIN,
          DATA_DIR: dataDir,
          RATE_LIMIT: 'on',
          LOG_LEVEL: 'error',
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    )
    // Known before it is ready, so afterAll stops it even when the start times out.
    spawned.push(child)
    const port = await new Promise<number>((resolve, reject) => {
      let output = ''
      child.stdout!.on('data', (chunk: Buffer) => {
        output += chunk.toString()
        const match = /ready (\d+)/.exec(output)
        if (match) resolve(Number(match[1]))
      })
      child.once('exit', (code) => reject(new Error(`auth instance exited with ${code}: ${output}`)))
    })
    return { child, port }
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: SHARED_POSTGRES })
    await admin.connect()
    await admin.query(`create database "${database}"`)
    await admin.end()
    const url = new URL(SHARED_POSTGRES)
    url.pathname = `/${database}`
    await migrateDatabase(url.toString())
    // Each instance compiles the auth graph with tsx (about 20 s on a busy two-core machine):
    // both start at once, with room for a loaded run.
    instances.push(...(await Promise.all([startInstance(), startInstance()])))
  }, 180_000)

  afterAll(async () => {
    for (const child of spawned) child.kill('SIGTERM')
    await Promise.all(
      spawned.map(
        (child) =>
          new Promise((resolve) => (child.exitCode === null ? child.once('exit', resolve) : resolve(null))),
      ),
    )
    const admin = new pg.Client({ connectionString: SHARED_POSTGRES })
    await admin.connect()
    await admin.query(`drop database if exists "${database}" with (force)`)
    await admin.end()
  })

  it('holds the sign-in limit across both instances', async () => {
    const ip = randomIp()
    const send = (instance: number) => (init: RequestInit & { ip: string }) =>
      fetch(`http://127.0.0.1:${instances[instance]!.port}/api/auth/sign-in/email`, {
        ...init,
        headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, 'x-forwarded-for': init.ip },
      })
    const statuses: number[] = []
    for (let attempt = 0; attempt < 10; attempt++) {
      statuses.push((await wrongSignIn(send(attempt % 2), ip)).status)
    }
    expect(statuses.every((status) => status === 401)).toBe(true)
    const eleventh = await wrongSignIn(send(1), ip)
    expect(eleventh.status).toBe(429)
    expect(Number(eleventh.headers.get('X-Retry-After'))).toBeGreaterThan(0)
    expect((await wrongSignIn(send(0), ip)).status).toBe(429)
    expect((await wrongSignIn(send(0), randomIp())).status).toBe(401)
  }, 60_000)
})
