import 'server-only'
import { APIError } from 'better-auth/api'

/** Ends a request to one of our Better Auth plugins with a code the error catalogue maps (error-codes.ts). */
export function fail(
  status: 'BAD_REQUEST' | 'FORBIDDEN' | 'UNAUTHORIZED',
  code: string,
  message: string,
): never {
  throw APIError.from(status, { code, message })
}

/** The request's JSON body as an object (empty when there is none). */
export function readBody(ctx: { body?: unknown }): Record<string, unknown> {
  return ctx.body && typeof ctx.body === 'object' ? (ctx.body as Record<string, unknown>) : {}
}
