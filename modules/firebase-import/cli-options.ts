import fs from 'node:fs/promises'
import { z } from 'zod'
import { isLocale, locales, type TLocale } from '@/i18n/locales'
import type { TFirebaseScryptParameters } from '@/modules/auth/public'
import { parseHashConfig } from './hash-config'
import { ImportInputError } from './input-error'
import { DEFAULT_PROVIDER_MAP, LINK_TARGETS, type TLinkTarget } from './plan-account'
import { DEFAULT_BATCH_SIZE } from './run-import'
import { describeIssues } from './zod-issues'

export const USAGE = `usage: npm run import:firebase-users -- --file users.json --hash-config hash.json [options]
  --file <users.json>        the export of \`firebase auth:export users.json --format=json\`
  --hash-config <hash.json>  the project's password hash parameters from the Firebase console
  --dry-run                  check everything and report what would happen; write nothing
  --provider <from>=<to>     link a Firebase sign-in to another of ours, e.g. google.com=oidc
                             (default: google.com=google, apple.com=apple)
  --locale <${locales.join('|')}>  the language of mails to imported people (default en)
  --report <file>            write every skipped user to this file (JSON lines)
  --batch-size <n>           users per transaction (default ${DEFAULT_BATCH_SIZE})`

export const ZImportArgs = z.strictObject({
  file: z.string().min(1, 'missing'),
  'hash-config': z.string().min(1, 'missing'),
  'dry-run': z.boolean().default(false),
  provider: z
    .array(z.string().regex(/^[\w.-]+=\w+$/, 'expected <firebase provider>=<ours>, e.g. google.com=oidc'))
    .default([]),
  locale: z
    .string()
    .default('en')
    .refine(isLocale, `one of ${locales.join(', ')}`),
  report: z.string().min(1).optional(),
  'batch-size': z.coerce.number().int().min(1).max(5000).default(DEFAULT_BATCH_SIZE),
})

export type TImportArgs = {
  file: string
  hashConfigFile: string
  dryRun: boolean
  providers: ReadonlyMap<string, TLinkTarget>
  locale: TLocale
  report?: string
  batchSize: number
}

/** The options of `parseArgs`, checked: a bad one names itself. */
export function readImportArgs(values: Record<string, unknown>): TImportArgs {
  const parsed = ZImportArgs.safeParse(values)
  if (!parsed.success) {
    throw new ImportInputError(`${describeIssues(parsed.error, (name) => `--${name}`)}\n${USAGE}`)
  }
  const args = parsed.data
  const providers = new Map(DEFAULT_PROVIDER_MAP)
  for (const mapping of args.provider) {
    const [from, to] = mapping.split('=') as [string, string]
    if (!(LINK_TARGETS as readonly string[]).includes(to)) {
      throw new ImportInputError(
        `--provider ${mapping}: "${to}" is not one of ours (${LINK_TARGETS.join(', ')})`,
      )
    }
    providers.set(from, to as TLinkTarget)
  }
  return {
    file: args.file,
    hashConfigFile: args['hash-config'],
    dryRun: args['dry-run'],
    providers,
    locale: args.locale as TLocale,
    report: args.report,
    batchSize: args['batch-size'],
  }
}

/** Reads the hash config file; a missing file or a bad field is an ImportInputError. */
export async function readHashConfigFile(file: string): Promise<TFirebaseScryptParameters> {
  let text: string
  try {
    text = await fs.readFile(file, 'utf8')
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    throw new ImportInputError(`${file}: cannot read the hash config (${code ?? String(error)})`)
  }
  return parseHashConfig(text, file)
}
