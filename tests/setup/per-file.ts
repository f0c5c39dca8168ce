// Vitest setup file: runs in each test file's context before the file's own imports. Gives the
// file a fresh database cloned from the run's migrated template (tests/setup/global-setup.ts)
// and points DATABASE_URL at it, so tests simply `import { db } from '@/db/client'`.
import { randomBytes } from 'node:crypto'
import { afterAll, inject } from 'vitest'
import { closeDatabase } from '@/db/client'
import { databaseUrl, FILE_DATABASE_PREFIX, quoteIdentifier, withAdminClient } from './databases'

const adminUrl = inject('testDatabaseAdminUrl')
const template = inject('testDatabaseTemplate')
const name = `${FILE_DATABASE_PREFIX}${inject('testRunPid')}_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`

await withAdminClient(adminUrl, (client) =>
  client.query(`create database ${quoteIdentifier(name)} template ${quoteIdentifier(template)}`),
)
process.env.DATABASE_URL = databaseUrl(adminUrl, name)

afterAll(async () => {
  await closeDatabase()
  await withAdminClient(adminUrl, (client) =>
    client.query(`drop database if exists ${quoteIdentifier(name)} with (force)`),
  )
})
