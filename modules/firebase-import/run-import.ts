import 'server-only'
import type { TLocale } from '@/i18n/locales'
import type { TFirebaseScryptParameters } from '@/modules/auth/public'
import { importBatch } from './import-batch'
import { ImportInputError } from './input-error'
import { planAccount, type TLinkTarget, type TPlannedAccount, type TSkipped } from './plan-account'
import { readFirebaseExport } from './read-export'
import { createSummary, type TImportSummary, tallyCreated, tallySkipped } from './summary'

export type TImportOptions = {
  /** The users file of `firebase auth:export --format=json`. */
  file: string
  /** How messages name the file (the path as the operator typed it). */
  label?: string
  parameters: TFirebaseScryptParameters
  providers: ReadonlyMap<string, TLinkTarget>
  /** The language of mails to imported people (Firebase keeps none per user). */
  locale: TLocale
  dryRun: boolean
  batchSize?: number
  /** After the check of the whole file (`checked`), then after every batch. */
  onProgress?: (progress: { stage: 'checked' | 'importing'; done: number; total: number }) => void
  /** Every skipped user, as the run meets them (for a report file). */
  onSkipped?: (skipped: TSkipped) => void
}

export const DEFAULT_BATCH_SIZE = 500

/**
 * `npm run import:firebase-users`: reads the export twice, as a stream. The first pass checks
 * every entry and writes nothing, so a malformed file, a wrong field or a hash that cannot come
 * from the hash config stops the run before anything is stored. The second pass imports in
 * batches, one transaction each; started again after a failure it skips what is already in.
 */
export async function importFirebaseUsers(options: TImportOptions): Promise<TImportSummary> {
  const { file, label = file, batchSize = DEFAULT_BATCH_SIZE } = options
  const now = new Date()
  const plan = {
    file: label,
    parameters: options.parameters,
    providers: options.providers,
    locale: options.locale,
    now,
  }

  let total = 0
  try {
    for await (const record of readFirebaseExport(file, label)) {
      planAccount(record, plan)
      total += 1
    }
  } catch (error) {
    if (error instanceof ImportInputError)
      throw new ImportInputError(`${error.message}\nNothing was written.`)
    throw error
  }
  options.onProgress?.({ stage: 'checked', done: 0, total })

  const summary = createSummary(total, options.dryRun)
  const skip = (skipped: TSkipped) => {
    tallySkipped(summary, skipped)
    options.onSkipped?.(skipped)
  }
  let done = 0
  let batch: TPlannedAccount[] = []
  const flush = async () => {
    const result = await importBatch(batch, options.dryRun)
    for (const account of result.created) tallyCreated(summary, account)
    for (const skipped of result.skipped) skip(skipped)
    done += batch.length
    batch = []
    options.onProgress?.({ stage: 'importing', done, total })
  }
  // Only a file changed since the first pass can fail here; what was imported before stays.
  for await (const record of readFirebaseExport(file, label)) {
    const planned = planAccount(record, plan)
    if (planned.kind === 'skip') {
      skip(planned.skipped)
      done += 1
    } else {
      batch.push(planned.account)
      if (batch.length >= batchSize) await flush()
    }
  }
  await flush()
  return summary
}
