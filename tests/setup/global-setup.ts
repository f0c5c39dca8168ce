// Vitest global setup: once per run, finds a PostgreSQL server and migrates a template database
// that every test file clones (tests/setup/per-file.ts), as Epic Stack's tests/setup does.
//
// - TEST_DATABASE_URL set: that server is used (the URL names an existing database, used only
//   to create and drop ours).
// - Otherwise one embedded PostgreSQL (db/embedded-server.ts) with its data in .tmp/vitest-pg.
//   Several vitest runs in the same tree share it: each holds a lease file while it runs, and
//   the last one to finish stops the server. Start and stop are serialised by a lock directory.
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { ensureEmbeddedPostgres } from '@/db/embedded-server'
import { migrateDatabase } from '@/db/migrate'
import {
  databaseUrl,
  dropAbandonedDatabases,
  isLocalServer,
  isProcessAlive,
  quoteIdentifier,
  TEMPLATE_PREFIX,
  withAdminClient,
} from './databases'

const EMBEDDED_DATA_DIR = path.resolve('.tmp/vitest-pg')
const LEASES_DIR = path.join(EMBEDDED_DATA_DIR, 'leases')
const LOCK_DIR = path.join(EMBEDDED_DATA_DIR, 'setup.lock')
const LOCK_WAIT_MS = 120_000

type TServer = { adminUrl: string; description: string; release(): Promise<void> }

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A cross-process mutex: mkdir is atomic. A lock whose owner died is taken over. */
async function withLock<T>(run: () => Promise<T>): Promise<T> {
  const ownerFile = path.join(LOCK_DIR, 'pid')
  const deadline = Date.now() + LOCK_WAIT_MS
  await fs.mkdir(path.dirname(LOCK_DIR), { recursive: true })
  for (;;) {
    try {
      await fs.mkdir(LOCK_DIR)
      await fs.writeFile(ownerFile, String(process.pid))
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const owner = Number(await fs.readFile(ownerFile, 'utf8').catch(() => '0'))
    const age = await fs.stat(LOCK_DIR).then(
      (stat) => Date.now() - stat.mtimeMs,
      () => 0,
    )
    // An owner that died (or died between mkdir and writing its pid) leaves the lock behind.
    if ((owner > 0 && !isProcessAlive(owner)) || (owner === 0 && age > 10_000)) {
      await fs.rm(LOCK_DIR, { recursive: true, force: true })
      continue
    }
    if (Date.now() > deadline) throw new Error(`${LOCK_DIR} is held by process ${owner}; remove it if stale.`)
    await delay(100)
  }
  try {
    return await run()
  } finally {
    await fs.rm(LOCK_DIR, { recursive: true, force: true })
  }
}

async function otherLiveLeases(): Promise<number[]> {
  const names = await fs.readdir(LEASES_DIR).catch(() => [] as string[])
  const alive: number[] = []
  for (const name of names) {
    const pid = Number(name)
    if (pid === process.pid) continue
    if (Number.isInteger(pid) && pid > 0 && isProcessAlive(pid)) alive.push(pid)
    else await fs.rm(path.join(LEASES_DIR, name), { force: true })
  }
  return alive
}

async function openEmbeddedServer(): Promise<TServer> {
  const ownLease = path.join(LEASES_DIR, String(process.pid))
  const server = await withLock(async () => {
    await fs.mkdir(LEASES_DIR, { recursive: true })
    await fs.writeFile(ownLease, '')
    const embedded = await ensureEmbeddedPostgres({ dataDir: EMBEDDED_DATA_DIR })
    // Throw-away data: no fsync halves the time of each test file's CREATE DATABASE. The
    // durability test (db/embedded-server.test.ts) runs its own server with the defaults.
    await withAdminClient(embedded.url, async (client) => {
      for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
        await client.query(`alter system set ${setting} = off`)
      }
      await client.query('select pg_reload_conf()')
    })
    return embedded
  })
  return {
    adminUrl: server.url,
    description: `embedded PostgreSQL in ${path.relative(process.cwd(), EMBEDDED_DATA_DIR)} on port ${server.port} (${server.startedHere ? 'started' : 'already running'})`,
    release: () =>
      withLock(async () => {
        await fs.rm(ownLease, { force: true })
        // The directory belongs to the tests: whoever finishes last stops the server, also
        // one a killed run left behind.
        if ((await otherLiveLeases()).length === 0) await server.stop()
      }),
  }
}

async function openServer(): Promise<TServer> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) return openEmbeddedServer()
  const { host, pathname } = new URL(url)
  const description = `TEST_DATABASE_URL (${host}${pathname})`
  const probe = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 })
  try {
    await probe.connect()
  } catch (error) {
    throw new Error(
      `${description} does not answer: ${error instanceof Error ? error.message : String(error)}. ` +
        'Start that server, or unset TEST_DATABASE_URL to test on the embedded PostgreSQL.',
    )
  } finally {
    await probe.end()
  }
  return { adminUrl: url, description, release: async () => {} }
}

export default async function setup(project: TestProject) {
  const server = await openServer()
  const template = `${TEMPLATE_PREFIX}${process.pid}_${Date.now().toString(36)}`
  try {
    await withAdminClient(server.adminUrl, async (client) => {
      if (isLocalServer(server.adminUrl)) await dropAbandonedDatabases(client)
      await client.query(`create database ${quoteIdentifier(template)}`)
    })
    await migrateDatabase(databaseUrl(server.adminUrl, template))
  } catch (error) {
    await server.release()
    throw error
  }
  console.log(`vitest: PostgreSQL = ${server.description}, template database ${template}`)

  project.provide('testDatabaseAdminUrl', server.adminUrl)
  project.provide('testDatabaseTemplate', template)
  project.provide('testRunPid', process.pid)

  return async () => {
    try {
      await withAdminClient(server.adminUrl, (client) =>
        client.query(`drop database if exists ${quoteIdentifier(template)} with (force)`),
      )
    } finally {
      await server.release()
    }
  }
}
