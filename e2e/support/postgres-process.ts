import fs from 'node:fs'
import path from 'node:path'
import { findRunningServer } from '@/db/embedded-server'
import { isProcessAlive } from '@/lib/processes'

export { isProcessAlive } from '@/lib/processes'

/** The embedded PostgreSQL that holds DATA_DIR/postgres, if one runs: { pid, port }. */
export function findPostmaster(dataDir: string) {
  return findRunningServer(path.join(path.resolve(dataDir), 'postgres'))
}

/** Pids of every postgres process whose command line names this data directory. */
export function listPostgresProcesses(dataDir: string): number[] {
  const pgDir = path.join(path.resolve(dataDir), 'postgres')
  const pids: number[] = []
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    let cmdline: string
    try {
      cmdline = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ')
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT' || code === 'ESRCH') continue // the process ended while we looked
      throw error
    }
    if (cmdline.includes('postgres') && cmdline.includes(pgDir)) pids.push(Number(entry))
  }
  return pids
}

async function waitUntil(check: () => boolean, timeoutMs: number, what: string) {
  const deadline = Date.now() + timeoutMs
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Stops a PostgreSQL left running in dataDir (fast shutdown, then kill) and waits until it is gone. */
export async function stopPostmaster(dataDir: string): Promise<void> {
  const running = await findPostmaster(dataDir)
  if (!running) return
  process.kill(running.pid, 'SIGINT')
  try {
    await waitUntil(() => !isProcessAlive(running.pid), 30_000, `postgres ${running.pid} to stop`)
  } catch (error) {
    console.warn(`${(error as Error).message}; killing it`)
    process.kill(running.pid, 'SIGKILL')
    await waitUntil(() => !isProcessAlive(running.pid), 10_000, `postgres ${running.pid} to die`)
  }
}

/** An empty data directory: stops what still runs in it, then removes it. */
export async function resetDataDir(dataDir: string): Promise<void> {
  await stopPostmaster(dataDir)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
