// `npm start`: builds if needed, opens the database (embedded unless DATABASE_URL), migrates,
// seeds, then serves Next on PORT. SIGTERM/SIGINT drain requests, then stop PostgreSQL.
// scripts/start.mjs runs this file compiled to JavaScript (scripts/lib/compile-server.mjs).
// First: Next's request storage (AsyncLocalStorage on globalThis) before any module of ours that
// reaches next/headers or next/navigation at import time; `next` itself sets it up only later.
import 'next/dist/server/node-environment-baseline.js'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { closeDatabase } from '@/db/client'
import { migrateDatabase } from '@/db/migrate'
import { contentImageOrigins, getConfig } from '@/lib/config'
import { logger, usesPrettyLogs } from '@/lib/logger'
import { describeMissingSettings } from '@/modules/content/variables'
import { startBackgroundJobs } from '@/server/background-jobs'
import { buildIfNeeded } from '@/server/build'
import { openDatabase } from '@/server/database'
import { createHttpServer } from '@/server/http-server'
import { routeConsoleToLogger } from '@/server/log-output'
import { seedDemoData } from '@/server/seed'

const DRAIN_TIMEOUT_MS = 10_000

/** The checkout: the nearest folder with a package.json above this file (scripts/ or .tmp/server/). */
function findCheckout(from: string): string {
  let folder = from
  while (!fs.existsSync(path.join(folder, 'package.json'))) {
    const parent = path.dirname(folder)
    if (parent === folder) throw new Error(`no package.json above ${from}`)
    folder = parent
  }
  return folder
}

async function main() {
  const development = process.argv.includes('--dev')
  const root = findCheckout(path.dirname(fileURLToPath(import.meta.url)))
  process.env.NEXT_TELEMETRY_DISABLED = '1'
  const config = getConfig()
  // A redirected log (systemd, CI, a file) holds JSON lines only: Next's own messages too.
  const pretty = usesPrettyLogs()
  if (!pretty) routeConsoleToLogger(logger)
  // A public site without its operator's details: loud, at every start (the imprint shows a notice).
  const missingSettings = describeMissingSettings(config)
  if (missingSettings) logger.warn({ event: 'imprint-settings-missing' }, `\n\n!!! ${missingSettings}\n`)
  if (!development) {
    const buildLog = logger.child({ source: 'next build' })
    await buildIfNeeded(root, (message) => logger.info(message), {
      output: pretty ? 'inherit' : (line) => buildLog.info(line),
    })
  }

  const database = await openDatabase(config, logger)
  process.env.DATABASE_URL = database.url
  await migrateDatabase(database.url)
  await seedDemoData()

  const app = next({ dev: development, dir: root, hostname: 'localhost', port: config.PORT })
  await app.prepare()
  const handle = app.getRequestHandler()
  const server = createHttpServer((req, res) => handle(req, res), {
    logger,
    trustedProxies: config.TRUSTED_PROXIES,
    benchRoutes: process.env.EXHALE_BENCH === '1',
    imageOrigins: contentImageOrigins(config),
    https: config.PUBLIC_URL.startsWith('https:'),
    development,
  })
  server.keepAliveTimeout = 65_000
  await new Promise<void>((resolve) => server.listen(config.PORT, config.HOST, resolve))
  // Broadcast sending resumes here after a crash or restart (modules/broadcasts/worker.ts).
  const jobs = startBackgroundJobs(logger)
  logger.info(
    { port: config.PORT, database: database.embedded ? 'embedded' : 'DATABASE_URL' },
    `Exhale is ready on ${config.PUBLIC_URL}`,
  )

  let stopping = false
  const stop = async (signal: string) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'shutting down: draining requests')
    const drained = new Promise<void>((resolve) => server.close(() => resolve()))
    server.closeIdleConnections()
    const timer = setTimeout(() => server.closeAllConnections(), DRAIN_TIMEOUT_MS)
    await drained
    clearTimeout(timer)
    await jobs.stop()
    await app.close()
    await closeDatabase()
    await database.stop()
    logger.info('stopped')
    process.exit(0)
  }
  process.on('SIGTERM', () => void stop('SIGTERM'))
  process.on('SIGINT', () => void stop('SIGINT'))
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error)
  logger.fatal({ err: error }, message)
  process.exit(1)
})
