// The mails of an outbox directory (DATA_DIR/outbox: one JSON record per mail beside its .eml),
// for vitest and Playwright alike: no test runner imported here.
import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import type { TOutboxRecord } from '@/modules/email/transport'

/** Every mail in `dir`, oldest first (record ids sort by time). A missing directory is empty. */
export async function readOutbox(dir: string): Promise<TOutboxRecord[]> {
  const names = await fs.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[]
    throw error
  })
  const records = await Promise.all(
    names
      .filter((name) => name.endsWith('.json'))
      .map(async (name) => JSON.parse(await fs.readFile(path.join(dir, name), 'utf8')) as TOutboxRecord),
  )
  return records.sort((a, b) => a.id.localeCompare(b.id))
}

/** How many mails each address got. */
export function countByRecipient(records: readonly TOutboxRecord[]): Map<string, number> {
  const counts = new Map<string, number>()
  for (const record of records) counts.set(record.to, (counts.get(record.to) ?? 0) + 1)
  return counts
}

/**
 * A data directory of its own for a vitest file (the configuration reads DATA_DIR once per
 * process) whose outbox is emptied before each test; returns the outbox's mails.
 */
export function setUpTemporaryOutbox(
  prefix: string,
  hooks: { beforeAll: (run: () => Promise<void>) => void; beforeEach: (run: () => Promise<void>) => void },
): () => Promise<TOutboxRecord[]> {
  let outbox = ''
  hooks.beforeAll(async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), prefix))
    process.env.DATA_DIR = dataDir
    outbox = path.join(dataDir, 'outbox')
  })
  hooks.beforeEach(async () => {
    await fs.rm(outbox, { recursive: true, force: true })
  })
  return () => readOutbox(outbox)
}
