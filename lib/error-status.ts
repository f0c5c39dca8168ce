import type { TErrorCode, TFailureStatus } from './action-result'

// The one mapping from an error code to the HTTP status of a route handler's answer (decision
// 063): a code always stands for the same status, so a client can rely on either. Codes not
// listed are bad input (400).
const STATUS: Partial<Record<TErrorCode, TFailureStatus>> = {
  'common/sign-in-required': 401,
  'common/no-admin-rights': 403,
  'common/foreign-origin': 403,
  'common/not-found': 404,
  'common/payload-too-large': 413,
  'common/unexpected-error': 500,
  'admin/second-factor-required': 403,
  'broadcasts/not-found': 404,
  'certificates/not-found': 404,
  'codes/sign-in-required': 401,
  'codes/campaign-not-found': 404,
  'codes/unknown': 404,
  'codes/not-yet-valid': 409,
  'codes/used-up': 409,
  'codes/already-redeemed': 409,
  'codes/disabled': 410,
  'codes/expired': 410,
  'content/invalid-signature': 401,
  'coping-plans/sign-in-required': 401,
  'coping-plans/not-found': 404,
  'content/webhook-not-configured': 503,
  'deletion/sign-in-required': 401,
  'insights/sign-in-required': 401,
  'medicines/sign-in-required': 401,
  'missions/sign-in-required': 401,
  'purchases/invalid-signature': 401,
  'purchases/not-configured': 503,
  'push/sign-in-required': 401,
  'push/forbidden': 403,
  'push/too-many-devices': 409,
}

/** The HTTP status a route handler answers an error code with. */
export function statusOf(code: TErrorCode): TFailureStatus {
  return STATUS[code] ?? 400
}
