import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { and, count, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { db } from '@/db/client'
import { broadcast, broadcastDelivery } from '@/db/schema/broadcasts'
import { insertUser } from '@/tests/support/users'
import { saveBroadcastDraft, startBroadcast } from './commands'
import { countByRecipient, insertSubscribers, readOutbox } from './testing'

// A broadcast to 2 000 subscribers survives `kill -9` of the process that
// sends it; started again, it completes and every subscriber has exactly one mail. Here the
// sending process runs exactly the background jobs `npm start` runs beside the HTTP server
// (server/background-jobs.ts via testing/worker-process.ts), without building and serving Next.
const dataDir = path.resolve(`.tmp/admin-tests/crash-${randomBytes(4).toString('hex')}`)
const outboxDir = path.join(dataDir, 'outbox')
const root = path.resolve(import.meta.dirname, '../..')
const children: ChildProcess[] = []

afterAll(async () => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  await fs.rm(dataDir, { recursive: true, force: true })
})

function startWorkerProcess(): Promise<ChildProcess> {
  // The worker process itself (node with tsx as a loader), not the tsx CLI: the CLI runs the
  // script in a child process, and SIGKILL to the CLI would leave that child sending.
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      '--import',
      './scripts/lib/server-only-hook.mjs',
      'modules/broadcasts/testing/worker-process.ts',
    ],
    {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'warn' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  children.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      if (output.includes('ready')) resolve(child)
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.on('exit', (code, signal) =>
      reject(new Error(`worker exited early (${code ?? signal}):\n${output}`)),
    )
  })
}

async function countSent(id: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(broadcastDelivery)
    .where(eq(broadcastDelivery.broadcastId, id))
    .groupBy(broadcastDelivery.status)
    .having(eq(broadcastDelivery.status, 'sent'))
  return row?.n ?? 0
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

describe('broadcast worker crash', () => {
  it('completes a 2 000-recipient broadcast after kill -9 mid-send, one mail per subscriber', async () => {
    const admin = await insertUser({ role: 'admin' })
    await insertSubscribers(2_000, 'de', { prefix: 'crash2000' })
    const saved = await saveBroadcastDraft(admin.id, undefined, [
      { locale: 'de', subject: 'Neuigkeiten', bodyMarkdown: 'Hallo **alle**!' },
    ])
    if (!saved.ok) throw new Error(saved.code)
    const id = saved.data.id
    expect(await startBroadcast(admin.id, id, ['de'])).toEqual({ ok: true, data: { recipients: 2_000 } })

    const first = await startWorkerProcess()
    await waitFor(async () => (await countSent(id)) >= 300, 60_000, '300 sent')
    first.kill('SIGKILL')
    const killedBy = await new Promise((resolve) => first.once('exit', (_code, signal) => resolve(signal)))
    expect(killedBy).toBe('SIGKILL')
    const sentBeforeRestart = await countSent(id)
    expect(sentBeforeRestart).toBeLessThan(2_000)
    // The killed worker's rows stay claimed until their lease runs out; let the lease run out now
    // instead of waiting LEASE_SECONDS (that a live lease is respected is worker.test.ts's part).
    await db
      .update(broadcastDelivery)
      .set({ leaseUntil: sql`now() - interval '1 second'` })
      .where(and(eq(broadcastDelivery.broadcastId, id), isNotNull(broadcastDelivery.leaseUntil)))

    const second = await startWorkerProcess()
    await waitFor(
      async () => {
        const [row] = await db
          .select({ status: broadcast.status })
          .from(broadcast)
          .where(eq(broadcast.id, id))
        return row?.status === 'completed'
      },
      120_000,
      'the broadcast to complete',
    )
    second.kill('SIGTERM')
    await new Promise((resolve) => second.once('exit', resolve))

    expect(await countSent(id)).toBe(2_000)
    const perRecipient = countByRecipient(await readOutbox(outboxDir))
    expect(perRecipient.size).toBe(2_000)
    const duplicates = [...perRecipient].filter(([, n]) => n !== 1)
    expect(duplicates).toEqual([])
    const mails = await readOutbox(outboxDir)
    expect(
      mails.every((mail) => /\/de\/unsubscribe\/[0-9a-f-]{36}>/.test(mail.headers['List-Unsubscribe'] ?? '')),
    ).toBe(true)
    expect(
      mails.every((mail) => mail.headers['List-Unsubscribe-Post'] === 'List-Unsubscribe=One-Click'),
    ).toBe(true)
    console.log(`crash test: ${sentBeforeRestart} sent before kill -9, the rest after the restart`)
  }, 240_000)
})
