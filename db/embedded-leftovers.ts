import { existsSync } from 'node:fs'
import fs from 'node:fs/promises'
import path from 'node:path'

// What a killed PostgreSQL leaves behind for a moment, and why the next start must wait for it
// (measured: `npm run test:durability` failed once in 32 restarts after kill -9 of app and
// postgres, and an immediate restart after kill -9 of the postmaster fails every time):
//
// - the postmaster itself, as a zombie until its parent (pid 1 here) reaps it. Its
//   /proc/<pid>/cmdline is empty, so `findRunningServer` rightly says "not running", but
//   PostgreSQL's own lock check (`kill(pid, 0)`) still sees it and refuses: "lock file
//   postmaster.pid already exists". pg_ctl reports that as "another server might be running".
// - its children (checkpointer, backends in a long query) notice the postmaster's death only at
//   their next wait and stay attached to the old shared memory until then: PostgreSQL refuses
//   with "pre-existing shared memory block … is still in use".
//
// Deleting postmaster.pid instead would be wrong: it is PostgreSQL's interlock against two
// servers writing one directory (the old children may still write). We wait for them to go.

type TProcessState = 'running' | 'zombie' | 'gone'

/** The pid recorded in the directory's postmaster.pid, if the file is there and readable. */
export async function readLockFilePid(pgDir: string): Promise<number | undefined> {
  const text = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8').catch(() => '')
  const pid = Number(text.split('\n')[0])
  return Number.isInteger(pid) && pid > 0 ? pid : undefined
}

export async function getProcessState(pid: number): Promise<TProcessState> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '')
  if (stat === '') return 'gone'
  // "pid (comm) state …": the state follows the last ')'.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3)
  return state === 'Z' || state === 'X' ? 'zombie' : 'running'
}

/** Pids of processes whose working directory is `directory` (PostgreSQL processes chdir into their data directory). */
export async function listProcessesIn(directory: string): Promise<number[]> {
  const wanted = await fs.realpath(directory).catch(() => path.resolve(directory))
  const pids: number[] = []
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue
    // Unreadable (another user's process, or it ended while we looked): not ours to wait for.
    const cwd = await fs.readlink(`/proc/${entry}/cwd`).catch(() => '')
    if (cwd === wanted) pids.push(Number(entry))
  }
  return pids
}

type TLeftoverOptions = {
  /** How long the old processes get to notice their postmaster's death and end by themselves. */
  graceMs: number
  /** True when a server runs on the directory (started by another process meanwhile): nothing to clear. */
  isServerUp: () => Promise<boolean>
  log?: (message: string) => void
}

async function findLeftovers(pgDir: string): Promise<{ zombie?: number; orphans: number[] }> {
  const lockPid = await readLockFilePid(pgDir)
  const zombie = lockPid !== undefined && (await getProcessState(lockPid)) === 'zombie' ? lockPid : undefined
  return { zombie, orphans: await listProcessesIn(pgDir) }
}

function describeLeftovers({ zombie, orphans }: { zombie?: number; orphans: number[] }): string[] {
  return [
    ...(zombie ? [`postmaster ${zombie} (killed, not yet reaped)`] : []),
    ...orphans.map((pid) => `process ${pid} still in the data directory`),
  ]
}

async function pollLeftovers(pgDir: string, until: number, isServerUp: () => Promise<boolean>) {
  for (;;) {
    const leftovers = await findLeftovers(pgDir)
    if ((!leftovers.zombie && leftovers.orphans.length === 0) || (await isServerUp())) return undefined
    if (Date.now() >= until) return leftovers
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * Clears what a killed server left on `pgDir` before a new one starts: waits until the pid in
 * postmaster.pid is reaped and no process works in the directory. Orphaned PostgreSQL processes
 * that outlive the grace time (a backend in a long query checks for its postmaster's death only
 * between steps) get SIGKILL, as PostgreSQL's own hint asks ("terminate any old server
 * processes"): without their postmaster they can finish nothing, and crash recovery redoes what
 * was committed. Returns what still remains (empty when all is clear). Without /proc it cannot
 * look and returns at once.
 */
export async function clearLeftovers(pgDir: string, options: TLeftoverOptions): Promise<string[]> {
  const { graceMs, isServerUp, log = () => {} } = options
  if (!existsSync('/proc')) return []
  const first = await pollLeftovers(pgDir, Date.now(), isServerUp)
  if (!first) return []
  log(`waiting for what a killed PostgreSQL left running: ${describeLeftovers(first).join(', ')}`)
  const afterGrace = await pollLeftovers(pgDir, Date.now() + graceMs, isServerUp)
  if (!afterGrace) return []
  const postgres: number[] = []
  for (const pid of afterGrace.orphans) {
    const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')
    if (cmdline.startsWith('postgres') || cmdline.includes('/postgres\0')) postgres.push(pid)
  }
  for (const pid of postgres) {
    try {
      process.kill(pid, 'SIGKILL')
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error
    }
  }
  if (postgres.length) log(`killed orphaned PostgreSQL processes ${postgres.join(', ')}`)
  const remaining = await pollLeftovers(pgDir, Date.now() + 10_000, isServerUp)
  return remaining ? describeLeftovers(remaining) : []
}

/** The server's own complaint: FATAL/PANIC/HINT lines its log got from `offset` on. */
export async function readServerErrors(logFile: string, offset: number): Promise<string[]> {
  const handle = await fs.open(logFile, 'r').catch(() => undefined)
  if (!handle) return []
  try {
    const { size } = await handle.stat()
    if (size <= offset) return []
    const length = Math.min(size - offset, 64 * 1024)
    const buffer = Buffer.alloc(length)
    await handle.read(buffer, 0, length, size - length)
    return buffer
      .toString('utf8')
      .split('\n')
      .filter((line) => /\b(FATAL|PANIC|HINT|ERROR):/.test(line))
      .slice(-6)
  } finally {
    await handle.close()
  }
}

export async function fileSize(file: string): Promise<number> {
  return (await fs.stat(file).catch(() => undefined))?.size ?? 0
}
