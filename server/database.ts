import type { Logger } from 'pino'
import { ensureEmbeddedPostgres } from '@/db/embedded-server'
import type { TConfig } from '@/lib/config'

export type TDatabaseHandle = { url: string; embedded: boolean; startedHere: boolean; stop(): Promise<void> }

/** DATABASE_URL when set; otherwise the embedded server in DATA_DIR/postgres, started or adopted. */
export async function openDatabase(config: TConfig, logger: Logger): Promise<TDatabaseHandle> {
  if (config.DATABASE_URL) {
    return { url: config.DATABASE_URL, embedded: false, startedHere: false, stop: async () => {} }
  }
  const server = await ensureEmbeddedPostgres({
    dataDir: config.dataDir,
    log: (message) => logger.info(message),
  })
  const url = new URL(server.url)
  url.pathname = '/exhale'
  await createDatabaseIfMissing(server.url, 'exhale')
  return { url: url.toString(), embedded: true, startedHere: server.startedHere, stop: () => server.stop() }
}

async function createDatabaseIfMissing(adminUrl: string, name: string) {
  const { default: pg } = await import('pg')
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name])
    if (exists.rowCount === 0) await client.query(`create database "${name}"`)
  } finally {
    await client.end()
  }
}
