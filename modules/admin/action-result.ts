import type { z } from 'zod'
import type en from '@/messages/en.json'

export type TErrorCode = keyof (typeof en)['errors']

/**
 * What every admin action returns. Expected failures carry the HTTP status they stand for (an
 * action always answers 200 on the wire; tests and callers read `status`) and an error code
 * whose localized text is ``t(`errors.${code}`)``.
 */
export type TAdminResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false
      status: 400 | 401 | 403 | 404 | 409 | 410 | 422 | 503
      code: TErrorCode
      fields?: Record<string, string[] | undefined>
    }

export type TAdminFailure = Extract<TAdminResult, { ok: false }>

/** The state of a form bound to an admin action (null before the first submit). */
export type TAdminFormState<T = undefined> = TAdminResult<T> | null

export const FORBIDDEN: TAdminFailure = { ok: false, status: 403, code: 'common/no-admin-rights' }

/** ADMIN_REQUIRE_SECOND_FACTOR: this admin has neither a second factor nor a passkey sign-in. */
export const SECOND_FACTOR_REQUIRED: TAdminFailure = {
  ok: false,
  status: 403,
  code: 'admin/second-factor-required',
}

/** A crafted action request can decode to anything but a form: bad input, never a crash (500). */
export const NOT_A_FORM: TAdminFailure = { ok: false, status: 400, code: 'common/invalid-input' }

export function failure(status: TAdminFailure['status'], code: TErrorCode): TAdminFailure {
  return { ok: false, status, code }
}

export function invalidInput(error: z.ZodError): TAdminFailure {
  const fields: Record<string, string[]> = {}
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_')
    fields[key] = [...(fields[key] ?? []), issue.message]
  }
  return { ok: false, status: 400, code: 'common/invalid-input', fields }
}

export function success<T>(data: T): TAdminResult<T> {
  return { ok: true, data }
}
