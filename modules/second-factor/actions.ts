'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { startSecondFactorSetup, type TSetupOutcome } from './setup'

const ZStartSetupInput = z.object({ password: z.string().max(128).optional() })

/**
 * "Turn on": a new secret, its QR code (SVG drawn here, on the server) and recovery codes. A form
 * action like every server action (docs/decisions/015): anything but a form is bad input.
 */
export async function startSecondFactorSetupAction(
  _previous: unknown,
  form: FormData,
): Promise<TSetupOutcome> {
  if (!(form instanceof FormData)) return { ok: false, code: 'auth/argument-error' }
  const parsed = ZStartSetupInput.safeParse({ password: form.get('password') ?? undefined })
  if (!parsed.success) return { ok: false, code: 'auth/argument-error' }
  return startSecondFactorSetup(await headers(), parsed.data.password || undefined)
}
