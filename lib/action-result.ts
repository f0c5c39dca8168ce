import type { z } from 'zod'
import type en from '@/messages/en.json'

/** An error code: a key under `errors` in the messages, shown as ``t(`errors.${code}`)``. */
export type TErrorCode = keyof (typeof en)['errors']

/** The feature part of an error code: `certificates` of `certificates/not-found`. */
export type TErrorGroup = TErrorCode extends `${infer Group}/${string}` ? Group : never

/** The HTTP status a failure stands for (an action always answers 200 on the wire). */
export type TFailureStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 422 | 429 | 500 | 503

/** An expected failure: its message key, the status it stands for, and per-field messages. */
export type TActionFailure = {
  ok: false
  code: TErrorCode
  status?: TFailureStatus
  fields?: Record<string, string[] | undefined>
  /** What the person typed, shown again in the rejected form (also without JavaScript). */
  values?: Record<string, string>
  /** `common/unexpected-error` only: the id of the log entry, which the message shows. */
  eventId?: string
}

/** What a server action returns: expected failures are results, not exceptions (decision 057). */
export type TActionResult<T = undefined> = { ok: true; data: T } | TActionFailure

/**
 * A rejected form. Field errors are the schema's messages, which are error codes too, so the
 * form shows each in the visitor's language.
 */
export const invalidInput = (error: z.ZodError): TActionFailure & { status: 400 } => {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  return { ok: false, status: 400, code: 'common/invalid-input', fields }
}

/** A success with its data. */
export const success = <T>(data: T): { ok: true; data: T } => ({ ok: true, data })

/** An expected failure that always names the status it stands for (admin commands, whose callers read it). */
export const failure = (
  status: TFailureStatus,
  code: TErrorCode,
): TActionFailure & { status: TFailureStatus } => ({
  ok: false,
  status,
  code,
})
