// Helpers shared by the vitest global setup and the per-file setup: naming, connecting and
// dropping the test databases. Names carry the pid of the vitest run that made them, so a later
// run can drop what a killed run left behind.
import pg from 'pg'
import { isProcessAlive } from '@/lib/processes'

export { isProcessAlive } from '@/lib/processes'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A URL of the test server whose user may create and drop databases. */
    testDatabaseAdminUrl: string
    /** The migrated template each test file's database is cloned from. */
    testDatabaseTemplate: string
    /** The pid of the vitest main process, part of every database name of the run. */
    testRunPid: number
  }
}

export const TEMPLATE_PREFIX = 'exhale_tpl_'
export const FILE_DATABASE_PREFIX = 'exhale_test_'
const NAME_PATTERN = /^exhale_(?:tpl|test)_(\d+)_([0-9a-z]+)(?:_[0-9a-f]+)?$/
/** A run older than this whose process is gone has certainly ended. */
const ABANDONED_AFTER_MS = 60 * 60 * 1000

export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/** The same server and credentials, another database. */
export function databaseUrl(serverUrl: string, database: string): string {
  const url = new URL(serverUrl)
  url.pathname = `/${encodeURIComponent(database)}`
  return url.toString()
}

export async function withAdminClient<T>(
  adminUrl: string,
  run: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    return await run(client)
  } finally {
    await client.end()
  }
}

export function isLocalServer(serverUrl: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]', ''].includes(new URL(serverUrl).hostname)
}

/**
 * Drops template and file databases of earlier runs that were killed before their teardown
 * (their process is gone and they are over an hour old). Only sensible on a server of this
 * machine, where the pids in the names are ours.
 */
export async function dropAbandonedDatabases(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ datname: string }>(
    `select datname from pg_database where datname like 'exhale\\_tpl\\_%' or datname like 'exhale\\_test\\_%'`,
  )
  const dropped: string[] = []
  for (const { datname } of rows) {
    const match = NAME_PATTERN.exec(datname)
    if (!match) continue
    const pid = Number(match[1])
    const createdAt = Number.parseInt(match[2] ?? '', 36)
    if (isProcessAlive(pid) || Date.now() - createdAt < ABANDONED_AFTER_MS) continue
    await client.query(`drop database if exists ${quoteIdentifier(datname)} with (force)`)
    dropped.push(datname)
  }
  return dropped
}
