import { headers } from 'next/headers'
import { unstable_rethrow } from 'next/navigation'
import type { z } from 'zod'
import { invalidInput, type TActionFailure, type TActionResult, type TErrorCode } from './action-result'
import { reportUnexpectedError } from './unexpected-error'

/**
 * The named text fields of a form; a missing field or a file is `undefined`, so the schema
 * answers it with its own message instead of a crash.
 */
export function readFields<const TName extends string>(
  form: FormData,
  names: readonly TName[],
): Record<TName, string | undefined> {
  const fields = {} as Record<TName, string | undefined>
  for (const name of names) {
    const value = form.get(name)
    fields[name] = typeof value === 'string' ? value : undefined
  }
  return fields
}

/** Who may run an action: the context it runs with (a session, an admin), or the refusal. */
export type TActionGuard<TContext> = () => Promise<{ ok: true; context: TContext } | TActionFailure>

/** Anybody, signed in or not. */
export const anybody: TActionGuard<null> = async () => ({ ok: true, context: null })

type TFormActionSteps<TSchema extends z.ZodType, TContext, TData> = {
  /** The fields the schema reads (`readFields`, or the whole form as an object). */
  read: (form: FormData) => unknown
  /** The input schema; a function when it depends on the moment (today, the current version). */
  schema: TSchema | (() => TSchema)
  /**
   * One code for every parse failure, instead of the schema's per-field messages; or a function
   * that picks the code from the rejected fields, which the result keeps.
   */
  invalidCode?: TErrorCode | ((fields: NonNullable<TActionFailure['fields']>) => TErrorCode)
  /** Text fields a failure hands back as `values`, so the form shows what was typed again. */
  keep?: readonly string[]
  guard: TActionGuard<TContext>
  /** A refusal when this request is over its rate limit (db/rate-limit.ts), else null. */
  limit?: (input: z.infer<TSchema>, context: TContext) => Promise<TActionFailure | null>
  run: (input: z.infer<TSchema>, context: TContext) => Promise<TActionResult<TData>>
}

/**
 * Every form action in one shape (docs/ARCHITECTURE.md): FormData check → zod parse → guard
 * (session, role) → rate limit → the command, which returns one `TActionResult` whose error
 * codes are message keys. The result is a form action `(state, FormData)`, the only payload the
 * proxy lets through (decision 015). What a step throws (but Next's redirect and notFound) is
 * logged once with the request id and an event id, and answered as `common/unexpected-error`,
 * whose message shows the id (decision 063): the form stays, with what was typed.
 */
export function formAction<TSchema extends z.ZodType, TContext, TData = undefined>(
  steps: TFormActionSteps<TSchema, TContext, TData>,
): (previous: unknown, form: FormData) => Promise<TActionResult<TData>> {
  return async (_previous, form) => {
    // A crafted request can hand the action anything but a form: bad input, never a crash.
    if (!(form instanceof FormData))
      return { ok: false, status: 400, code: invalidCode(steps.invalidCode, {}) }
    const result = await runStepsOrReport(steps, form)
    if (result.ok || !steps.keep) return result
    const values: Record<string, string> = {}
    for (const [name, value] of Object.entries(readFields(form, steps.keep)))
      if (value !== undefined) values[name] = value.slice(0, KEPT_LENGTH)
    return { ...result, values }
  }
}

/** The longest text handed back (the longest valid email address). */
const KEPT_LENGTH = 254

function invalidCode(
  code: TFormActionSteps<z.ZodType, unknown, unknown>['invalidCode'],
  fields: NonNullable<TActionFailure['fields']>,
): TErrorCode {
  if (typeof code === 'function') return code(fields)
  return code ?? 'common/invalid-input'
}

async function runStepsOrReport<TSchema extends z.ZodType, TContext, TData>(
  steps: TFormActionSteps<TSchema, TContext, TData>,
  form: FormData,
): Promise<TActionResult<TData>> {
  try {
    return await runSteps(steps, form)
  } catch (error) {
    unstable_rethrow(error)
    const eventId = reportUnexpectedError(error, { where: 'server action', requestId: await readRequestId() })
    return { ok: false, status: 500, code: 'common/unexpected-error', eventId }
  }
}

/** The request id the HTTP server gave this request; null outside a request (tests). */
async function readRequestId(): Promise<string | null> {
  try {
    return (await headers()).get('x-request-id')
  } catch {
    return null
  }
}

async function runSteps<TSchema extends z.ZodType, TContext, TData>(
  steps: TFormActionSteps<TSchema, TContext, TData>,
  form: FormData,
): Promise<TActionResult<TData>> {
  const schema = typeof steps.schema === 'function' ? steps.schema() : steps.schema
  const parsed = schema.safeParse(steps.read(form))
  if (!parsed.success) {
    const failure = invalidInput(parsed.error)
    if (steps.invalidCode === undefined) return failure
    const code = invalidCode(steps.invalidCode, failure.fields ?? {})
    return typeof steps.invalidCode === 'string' ? { ok: false, status: 400, code } : { ...failure, code }
  }
  const allowed = await steps.guard()
  if (!allowed.ok) return allowed
  const input = parsed.data as z.infer<TSchema>
  const limited = await steps.limit?.(input, allowed.context)
  if (limited) return limited
  return steps.run(input, allowed.context)
}

/**
 * A command's named outcome as an action result: the outcomes in `succeeded` are success, every
 * other maps to its error code (the map must name them all, so a new outcome fails to compile).
 */
export function resultOf<TOutcome extends string>(
  outcome: TOutcome,
  failures: Record<TOutcome, TErrorCode | 'ok'>,
): TActionResult {
  const code = failures[outcome]
  return code === 'ok' ? { ok: true, data: undefined } : { ok: false, code }
}
