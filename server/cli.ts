import { closeDatabase } from '@/db/client'
import { logger } from '@/lib/logger'
import type { TDatabaseHandle } from './database'

/**
 * Runs a CLI command that needs the database, then leaves the embedded server as it found
 * it: stopped if the command started it, running if the app had it open.
 */
export async function runCli(command: () => Promise<TDatabaseHandle>) {
  try {
    const database = await command()
    await closeDatabase()
    if (database.startedHere) await database.stop()
  } catch (error) {
    logger.fatal({ err: error }, error instanceof Error ? error.message : String(error))
    process.exitCode = 1
  }
}
