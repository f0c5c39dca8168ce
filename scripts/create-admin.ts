// `npm run create-admin -- --email a@b.c [--password …] [--name …] [--locale de]`: creates the
// first admin, or promotes an existing account. Without --password it prints (and mails) a
// single-use link to choose one. Uses DATABASE_URL, or the embedded server in DATA_DIR (the
// running one when the app is up, otherwise started for the duration of the command).
import { parseArgs } from 'node:util'
import { z } from 'zod'
import { migrateDatabase } from '@/db/migrate'
import { isLocale, locales } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { closeRedisClients } from '@/lib/redis'
import { createOrPromoteAdmin } from '@/modules/auth/account/admin-accounts'
import { getAuth } from '@/modules/auth/auth'
import { runCli } from '@/server/cli'
import { openDatabase } from '@/server/database'

const USAGE =
  'usage: npm run create-admin -- --email <address> [--password <password>] [--name <name>] [--locale <en|de|…>]'

const ZArgs = z.object({
  email: z.email(),
  password: z.string().optional(),
  name: z.string().trim().min(1).max(100).optional(),
  locale: z
    .string()
    .default('en')
    .refine(isLocale, { message: `one of ${locales.join(', ')}` }),
})

function readArgs() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      locale: { type: 'string' },
    },
    strict: true,
  })
  const parsed = ZArgs.safeParse(values)
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  --${issue.path.join('.')}: ${issue.message}`)
    throw new Error(`${problems.join('\n')}\n${USAGE}`)
  }
  return { ...parsed.data, locale: parsed.data.locale as (typeof locales)[number] }
}

await runCli(async () => {
  const args = readArgs()
  const database = await openDatabase(getConfig(), logger)
  process.env.DATABASE_URL = database.url
  try {
    await migrateDatabase(database.url)
    const result = await createOrPromoteAdmin(getAuth(), args)
    const what = result.created ? 'created' : 'promoted to admin'
    console.log(`${args.email}: ${what}${result.passwordSet ? ', password set' : ''}.`)
    if (result.setPasswordLink) {
      console.log(`Set-password link (single use, mailed too):\n${result.setPasswordLink}`)
    }
  } finally {
    await closeRedisClients()
  }
  return database
})
