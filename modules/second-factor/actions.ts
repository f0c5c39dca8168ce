'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { startSecondFactorSetup, type TSetupOutcome } from './setup'

const ZStartSetupInput = z.object({ password: z.string().max(128).optional() })

/** "Turn on": a new secret, its QR code (SVG drawn here, on the server) and recovery codes. */
export async function startSecondFactorSetupAction(input: unknown): Promise<TSetupOutcome> {
  const parsed = ZStartSetupInput.safeParse(input)
  if (!parsed.success) return { ok: false, code: 'auth/argument-error' }
  return startSecondFactorSetup(await headers(), parsed.data.password || undefined)
}
