// `npm run db:migrate`: applies pending migrations to DATABASE_URL, or to the embedded server
// (the running one if the app is up, otherwise started for the duration of the command).
import { migrateDatabase } from '@/db/migrate'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { runCli } from '@/server/cli'
import { openDatabase } from '@/server/database'

await runCli(async () => {
  const database = await openDatabase(getConfig(), logger)
  await migrateDatabase(database.url)
  logger.info('migrations applied')
  return database
})
