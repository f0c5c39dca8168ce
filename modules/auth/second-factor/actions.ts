'use server'

import { headers } from 'next/headers'
import { z } from 'zod'
import { anybody, formAction, readFields } from '@/lib/action'
import { startSecondFactorSetup } from './setup'

const ZStartSetupInput = z.object({ password: z.string().max(128).optional() })

/**
 * "Turn on": a new secret, its QR code (SVG drawn here, on the server) and recovery codes. A form
 * action like every server action (docs/decisions/015): anything but a form is bad input.
 */
export const startSecondFactorSetupAction = formAction({
  read: (form) => readFields(form, ['password']),
  schema: ZStartSetupInput,
  invalidCode: 'auth/argument-error',
  // No guard of ours: the plugin asks for the session, its recent sign-in and the password itself.
  guard: anybody,
  run: async ({ password }) => startSecondFactorSetup(await headers(), password || undefined),
})
