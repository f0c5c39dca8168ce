// Vitest setup file: runs in each test file's context before the file's own imports. Gives the
// file a database of its own, cloned from the run's migrated template (tests/setup/global-setup.ts),
// and points DATABASE_URL at it, so tests simply `import { db } from '@/db/client'`.
//
// The clone is made when the file first connects to it, not before: about half the files never
// touch the database, and a clone (and its drop) cost a few hundred milliseconds each.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, inject } from 'vitest'
import { closeDatabase } from '@/db/client'
import { databaseUrl, FILE_DATABASE_PREFIX, quoteIdentifier, withAdminClient } from './databases'

const adminUrl = inject('testDatabaseAdminUrl')
const template = inject('testDatabaseTemplate')
const name = `${FILE_DATABASE_PREFIX}${inject('testRunPid')}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`

let created: Promise<void> | undefined
function createFileDatabase(): Promise<void> {
  created ??= withAdminClient(adminUrl, (client) =>
    client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
  ).then(() => undefined)
  return created
}

// Every connection in this process goes through pg.Client's connect (the app's pool, drizzle,
// a test's own client): the one to this file's database waits for the clone first. A child
// process a test starts with this DATABASE_URL finds it only after the file has used it.
// The files of a worker share its process and so pg (decision 078): each file replaces the
// previous file's wrapper around pg's own connect instead of wrapping it again.
type TConnect = (callback?: (error: Error | undefined) => void) => Promise<void> | undefined
const original = globalThis as typeof globalThis & { __testPgConnect?: TConnect }
original.__testPgConnect ??= pg.Client.prototype.connect as TConnect
const connect = original.__testPgConnect
pg.Client.prototype.connect = function connectAfterClone(
  this: pg.Client,
  callback?: (error: Error | undefined) => void,
) {
  if (this.database !== name) return connect.call(this, callback)
  const connected = createFileDatabase().then(() => connect.call(this))
  if (!callback) return connected
  connected.then(() => callback(undefined), callback)
  return undefined
} as pg.Client['connect']

process.env.DATABASE_URL = databaseUrl(adminUrl, name)

afterAll(async () => {
  await closeDatabase()
  if (!created) return
  await created.catch(() => {})
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
  )
})
