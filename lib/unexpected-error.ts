import { randomBytes } from 'node:crypto'
import { logger } from './logger'

/**
 * A short id for one unexpected failure, which the person sees and can quote: 12 characters
 * (0-9, A-F), readable over the phone. The log line with the same id has the stack and the
 * request id.
 */
export function createEventId(): string {
  return randomBytes(6).toString('hex').toUpperCase()
}

/** Where an unexpected error was caught: the action or the route, and the request it served. */
export type TFailurePlace = {
  /** `action`, or `GET /api/push`: what failed. */
  where: string
  /** The `X-Request-Id` the HTTP server gave the request (server/http-server.ts). */
  requestId: string | null
}

/**
 * Logs an error nobody expected, once, with a fresh event id, and answers the id (decision 063).
 * The caller shows the person the generic message with that id; nothing of the error reaches them.
 */
export function reportUnexpectedError(error: unknown, place: TFailurePlace): string {
  const eventId = createEventId()
  logger.error({ err: error, eventId, requestId: place.requestId, where: place.where }, 'unexpected error')
  return eventId
}
