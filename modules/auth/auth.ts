import 'server-only'
import { betterAuth } from 'better-auth'
import { getConfig } from '@/lib/config'
import { outsideRequest } from '@/lib/outside-request'
import { buildAuthOptions, type TAuthOverrides } from './auth-options'

export function createAuth(overrides: TAuthOverrides = {}) {
  return betterAuth(buildAuthOptions(getConfig(), overrides))
}

export type TAuth = ReturnType<typeof createAuth>

// One instance per process, made at first use (the configuration and the database URL are
// only known then), outside the context of the request that asks first (lib/outside-request.ts).
// On globalThis because Next and the start script may load this module twice.
const holder = globalThis as typeof globalThis & { __exhaleAuth?: TAuth }

export function getAuth(): TAuth {
  holder.__exhaleAuth ??= outsideRequest(() => createAuth())
  return holder.__exhaleAuth
}
