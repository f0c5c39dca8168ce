import type { TActionFailure, TActionResult, TErrorCode, TFailureStatus } from '@/lib/action-result'

export { invalidInput } from '@/lib/action-result'

/**
 * What every admin action returns: the shared action result (lib/action-result.ts) whose
 * failures always carry the HTTP status they stand for (tests and callers read `status`).
 */
export type TAdminFailure = TActionFailure & { status: TFailureStatus }
export type TAdminResult<T = undefined> = Exclude<TActionResult<T>, TActionFailure> | TAdminFailure

/** The state of a form bound to an admin action (null before the first submit). */
export type TAdminFormState<T = undefined> = TActionResult<T> | null

export const FORBIDDEN: TAdminFailure = { ok: false, status: 403, code: 'common/no-admin-rights' }

/** ADMIN_REQUIRE_SECOND_FACTOR: this admin has neither a second factor nor a passkey sign-in. */
export const SECOND_FACTOR_REQUIRED: TAdminFailure = {
  ok: false,
  status: 403,
  code: 'admin/second-factor-required',
}

/** A crafted action request can decode to anything but a form: bad input, never a crash (500). */
export const NOT_A_FORM: TAdminFailure = { ok: false, status: 400, code: 'common/invalid-input' }

export function failure(status: TFailureStatus, code: TErrorCode): TAdminFailure {
  return { ok: false, status, code }
}

export function success<T>(data: T): TAdminResult<T> {
  return { ok: true, data }
}
