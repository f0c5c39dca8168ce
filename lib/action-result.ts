import type { z } from 'zod'
import type en from '@/messages/en.json'

/** An error code: a key under `errors` in the messages, shown as ``t(`errors.${code}`)``. */
export type TErrorCode = keyof (typeof en)['errors']

/** What a server action returns: expected failures are results, not exceptions (docs/STYLE). */
export type TActionResult<T = undefined> =
  | { ok: true; data: T }
  | { ok: false; code: TErrorCode; fields?: Record<string, string[] | undefined> }

/**
 * A rejected form. Field errors are the schema's messages, which are error codes too, so the
 * form shows each in the visitor's language.
 */
export const invalidInput = (error: z.ZodError): Extract<TActionResult<never>, { ok: false }> => {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '')
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  return { ok: false, code: 'common/invalid-input', fields }
}
