// `npm run import:firebase-users -- --file users.json --hash-config hash.json [--dry-run] …`:
// moves the accounts of the replaced Firebase site in (README "Moving from the old site"). Runs
// beside the running site like create-admin: DATABASE_URL, or the embedded server in DATA_DIR.
import fs from 'node:fs'
import { parseArgs } from 'node:util'
import { migrateDatabase } from '@/db/migrate'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { readHashConfigFile, readImportArgs, USAGE } from '@/modules/firebase-import/cli-options'
import { ImportInputError } from '@/modules/firebase-import/input-error'
import { importFirebaseUsers } from '@/modules/firebase-import/run-import'
import { formatSummary } from '@/modules/firebase-import/summary'
import { runCli } from '@/server/cli'
import { openDatabase } from '@/server/database'

function readArgs() {
  try {
    const { values } = parseArgs({
      options: {
        file: { type: 'string' },
        'hash-config': { type: 'string' },
        'dry-run': { type: 'boolean' },
        provider: { type: 'string', multiple: true },
        locale: { type: 'string' },
        report: { type: 'string' },
        'batch-size': { type: 'string' },
      },
      strict: true,
    })
    return readImportArgs(values)
  } catch (error) {
    if (error instanceof ImportInputError) throw error
    throw new ImportInputError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`)
  }
}

/** One line rewritten in place on a terminal; a line per tenth otherwise (logs, pipes). */
function progressPrinter() {
  const terminal = process.stderr.isTTY
  const started = Date.now()
  let lastTenth = -1
  return ({ stage, done, total }: { stage: 'checked' | 'importing'; done: number; total: number }) => {
    if (stage === 'checked') {
      process.stderr.write(`Checked ${total} users: the file is fine.\n`)
      return
    }
    const percent = total === 0 ? 100 : Math.floor((done / total) * 100)
    const rate = Math.round(done / Math.max((Date.now() - started) / 1000, 0.001))
    const text = `${done} of ${total} users (${percent} %, ${rate}/s)`
    if (terminal) process.stderr.write(`\r${text}${done >= total ? '\n' : ''}`)
    else if (Math.floor(percent / 10) > lastTenth) {
      lastTenth = Math.floor(percent / 10)
      process.stderr.write(`${text}\n`)
    }
  }
}

async function readInput() {
  const args = readArgs()
  const parameters = await readHashConfigFile(args.hashConfigFile)
  if (args.report) {
    try {
      fs.writeFileSync(args.report, '')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      throw new ImportInputError(`--report ${args.report}: cannot write it (${code})`)
    }
  }
  return { args, parameters }
}

function stopWith(message: string) {
  console.error(message)
  process.exitCode = 1
}

const input = await readInput().catch((error: unknown) => {
  if (error instanceof ImportInputError) return stopWith(error.message)
  throw error
})

if (input) {
  const { args, parameters } = input
  await runCli(async () => {
    const database = await openDatabase(getConfig(), logger)
    process.env.DATABASE_URL = database.url
    const report = args.report ? fs.createWriteStream(args.report) : null
    try {
      await migrateDatabase(database.url)
      const summary = await importFirebaseUsers({
        file: args.file,
        parameters,
        providers: args.providers,
        locale: args.locale,
        dryRun: args.dryRun,
        batchSize: args.batchSize,
        onProgress: progressPrinter(),
        onSkipped: report ? (skipped) => report.write(`${JSON.stringify(skipped)}\n`) : undefined,
      })
      console.log(formatSummary(summary, args.file))
    } catch (error) {
      if (error instanceof ImportInputError) stopWith(error.message)
      else {
        logger.error({ err: error }, 'the import stopped')
        stopWith(
          `The import stopped: ${error instanceof Error ? error.message : String(error)}\n` +
            'Every batch is imported whole or not at all: run the same command again to go on.',
        )
      }
    } finally {
      await new Promise((resolve) => (report ? report.end(resolve) : resolve(undefined)))
    }
    return database
  })
}
