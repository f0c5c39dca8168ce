import 'server-only'
import { revalidatePath } from 'next/cache'
import type { z } from 'zod'
import { formAction } from '@/lib/action'
import type { TActionResult } from '@/lib/action-result'
import type { TCurrentSession } from '@/modules/auth/public'
import { adminOnly } from './guard'

/**
 * An admin form action (admin, codes, purchases, broadcasts): the `adminOnly` guard first (403 for
 * anybody else, before the input is read), then `formAction` with the form's fields as an object
 * and the command — which writes its audit
 * row in the same transaction — and after a success the pages that show the change revalidated
 * (then, optionally, a redirect).
 */
export function adminFormAction<TSchema extends z.ZodType, TData>({
  schema,
  read = (form) => Object.fromEntries(form),
  run,
  revalidate,
  next,
}: {
  schema: TSchema
  read?: (form: FormData) => unknown
  run: (input: z.infer<TSchema>, admin: TCurrentSession) => Promise<TActionResult<TData>>
  /** The route patterns of the pages that show what the action changes (`/[locale]/admin`). */
  revalidate: readonly string[]
  /** After a success and the revalidation: where to go next (a `redirect`, which ends the action). */
  next?: (data: TData, input: z.infer<TSchema>) => void
}) {
  // The role check comes before the input is read (a visitor learns nothing about the form, not
  // even that it is malformed), so the guard runs first and formAction gets its answer.
  return async (previous: unknown, form: FormData) => {
    const allowed = await adminOnly()
    if (!allowed.ok) return allowed
    return formAction({
      read,
      schema,
      guard: async () => allowed,
      async run(input, admin) {
        const result = await run(input, admin)
        if (!result.ok) return result
        for (const path of revalidate) revalidatePath(path, 'page')
        next?.(result.data, input)
        return result
      },
    })(previous, form)
  }
}
