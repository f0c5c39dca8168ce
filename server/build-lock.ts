import path from 'node:path'
import lockfile from 'proper-lockfile'

/** How long a start waits for another process's build of the same checkout. */
const WAIT_MS = 30 * 60_000
/** A lock its holder has not touched for this long belonged to a process that died. */
const STALE_MS = 30_000

/**
 * Runs `build` while holding the checkout's build lock (`<distDir>.lock`, decision 086): a
 * second `npm start` (or `npm run build:e2e`) that finds the build stale waits for the first
 * one's build instead of writing into the same folder at once, then looks again.
 */
export async function withBuildLock<T>(
  root: string,
  log: (message: string) => void,
  build: () => Promise<T>,
): Promise<T> {
  const target = path.join(root, process.env.NEXT_DIST_DIR || '.next')
  const options = {
    realpath: false,
    stale: STALE_MS,
    // The holder's mtime updates keep its lock fresh; a lost lock is reported, not thrown from a timer.
    onCompromised: (error: Error) => log(`the build lock was lost: ${error.message}`),
  }
  let release: () => Promise<void>
  try {
    release = await lockfile.lock(target, options)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
    log('another process is building this checkout: waiting for it …')
    const seconds = WAIT_MS / 1000
    release = await lockfile.lock(target, {
      ...options,
      retries: { retries: seconds, factor: 1, minTimeout: 1000, maxTimeout: 1000 },
    })
  }
  try {
    return await build()
  } finally {
    await release()
  }
}
