import 'server-only'
import { pingDatabase } from '@/db/client'

/**
 * The work of the bench's bare dynamic page (app/bench-baseline/dynamic): one `SELECT 1` on the
 * app's own pool, timed, so the page is as dynamic as a personal page and no more.
 */
export async function measureDatabaseRoundTrip(): Promise<number> {
  const started = performance.now()
  await pingDatabase()
  return performance.now() - started
}
