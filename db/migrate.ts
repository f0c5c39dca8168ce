import path from 'node:path'
import { drizzle } from 'drizzle-orm/node-postgres'
import { migrate } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'

export const migrationsFolder = path.resolve(process.cwd(), 'db/migrations')

// Any fixed number works; it only has to be the same in every instance.
const MIGRATION_LOCK = 7_341_002

/**
 * Applies pending migrations. Instances that start together take turns on an advisory lock,
 * so each migration runs once.
 */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
    await migrate(drizzle({ client }), { migrationsFolder })
  } finally {
    // Ending the session releases the advisory lock.
    await client.end()
  }
}
