// The embedded server survives a kill -9 of the app (decision 002): the next start adopts the
// postgres that still holds the data directory, nothing is lost and no second server starts.
import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { ensureEmbeddedPostgres, findRunningServer } from './embedded-server'

const dataDir = path.resolve('.tmp', `embedded-test-${process.pid}-${randomBytes(3).toString('hex')}`)
const pgDir = path.join(dataDir, 'postgres')
const ROWS = 250
let child: ChildProcess | undefined

/** True while the process runs; a zombie (exited, not yet reaped by its parent) counts as gone. */
async function isAlive(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  // "pid (comm) state …": the state follows the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return stat !== '' && state !== 'Z' && state !== 'X'
}

/** Pids of postmasters started on this directory (`postgres -D <pgDir> …`; its children rename themselves). */
async function postmastersFor(directory: string): Promise<number[]> {
  const pids: number[] = []
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const args = (await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '')).split('\0')
    const flag = args.indexOf('-D')
    if (flag >= 0 && args[flag + 1] === directory && path.basename(args[0] ?? '') === 'postgres') {
      pids.push(Number(entry))
    }
  }
  return pids
}

async function countRows(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ count: number }>('select count(*)::int as count from crash_rows')
    return rows[0]?.count ?? -1
  } finally {
    await client.end()
  }
}

/** Starts the fixture app and resolves with its own pid once it printed 'ready'. */
function startWriter(): Promise<number> {
  return new Promise((resolve, reject) => {
    const spawned = spawn('npx', ['tsx', 'tests/fixtures/embedded-writer.ts', dataDir, String(ROWS)], {
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    })
    child = spawned
    let output = ''
    const onData = (chunk: Buffer) => {
      output += chunk
      const ready = /ready (\d+) (\d+)/.exec(output)
      if (ready) resolve(Number(ready[1]))
    }
    spawned.stdout?.on('data', onData)
    spawned.stderr?.on('data', onData)
    spawned.on('error', reject)
    spawned.on('exit', (code, signal) => reject(new Error(`writer exited (${code ?? signal}): ${output}`)))
  })
}

const canRun = process.platform === 'linux' && existsSync('/proc')

afterAll(async () => {
  // Whatever happened, leave no process and no directory behind.
  if (child?.pid && child.exitCode === null) {
    try {
      process.kill(-child.pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  if (existsSync(path.join(pgDir, 'PG_VERSION'))) {
    const running = await findRunningServer(pgDir)
    if (running) {
      try {
        await (await ensureEmbeddedPostgres({ dataDir })).stop()
      } catch (error) {
        console.error('pg_ctl stop failed, sending SIGQUIT (immediate shutdown):', error)
        process.kill(running.pid, 'SIGQUIT')
      }
    }
  }
  await fs.rm(dataDir, { recursive: true, force: true })
}, 120_000)

describe.skipIf(!canRun)('embedded PostgreSQL after kill -9 of the app', () => {
  it('adopts the surviving server: same pid, every row, one postmaster; stop() ends it', async () => {
    const writerPid = await startWriter()
    const { pid: postmasterPid } = (await findRunningServer(pgDir)) ?? { pid: 0 }
    expect(postmasterPid).toBeGreaterThan(0)

    const exited = new Promise((resolve) => child?.once('exit', resolve))
    process.kill(writerPid, 'SIGKILL')
    await exited
    expect(await isAlive(writerPid)).toBe(false)

    // The postmaster outlives the app that started it.
    expect(await isAlive(postmasterPid)).toBe(true)

    const adopted = await ensureEmbeddedPostgres({ dataDir })
    expect(adopted.startedHere).toBe(false)
    expect(adopted.pid).toBe(postmasterPid)
    expect(await countRows(adopted.url)).toBe(ROWS)
    expect(await postmastersFor(pgDir)).toEqual([postmasterPid])

    await adopted.stop()
    expect(await findRunningServer(pgDir)).toBeUndefined()
    // pg_ctl stop -w returns once postmaster.pid is gone, a moment before the process ends.
    await expect.poll(() => isAlive(postmasterPid), { timeout: 10_000 }).toBe(false)
    await expect.poll(() => postmastersFor(pgDir), { timeout: 10_000 }).toEqual([])
    expect(existsSync(path.join(pgDir, 'postmaster.pid'))).toBe(false)

    // A clean restart keeps the data too.
    const restarted = await ensureEmbeddedPostgres({ dataDir })
    try {
      expect(restarted.startedHere).toBe(true)
      expect(await countRows(restarted.url)).toBe(ROWS)
      expect(await postmastersFor(pgDir)).toEqual([restarted.pid])
    } finally {
      await restarted.stop()
    }
    await expect.poll(() => postmastersFor(pgDir), { timeout: 10_000 }).toEqual([])
  }, 120_000)
})
