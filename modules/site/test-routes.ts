import 'server-only'
import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { areTestRoutesEnabled } from '@/lib/request-clock'

/**
 * /test-error: fails while rendering so the browser tests can see the generic error boundary
 * ("Internal Server Error", no stack trace). A 404 unless E2E_TEST_ROUTES=1.
 */
export async function renderFailingPage(): Promise<never> {
  // Read the env per request, not at build time: the production build is the same for all.
  await connection()
  if (!areTestRoutesEnabled()) notFound()
  throw new Error('E2E_TEST_ERROR: a deliberate failure that must never reach the page')
}
