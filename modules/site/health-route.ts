import 'server-only'
import { pingDatabase } from '@/db/client'
import { logger } from '@/lib/logger'

export async function checkReadiness(): Promise<{
  status: 'ok' | 'unavailable'
  database: 'ok' | 'unreachable'
}> {
  try {
    await pingDatabase()
    return { status: 'ok', database: 'ok' }
  } catch (error) {
    logger.warn({ err: error }, 'readiness check: database unreachable')
    return { status: 'unavailable', database: 'unreachable' }
  }
}
