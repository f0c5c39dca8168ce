import 'server-only'
import { betterAuth } from 'better-auth'
import { getConfig } from '@/lib/config'
import { buildAuthOptions, type TAuthOverrides } from './auth-options'

export function createAuth(overrides: TAuthOverrides = {}) {
  return betterAuth(buildAuthOptions(getConfig(), overrides))
}

export type TAuth = ReturnType<typeof createAuth>

// One instance per process, made at first use (the configuration and the database URL are
// only known then). On globalThis because Next and the start script may load this module twice.
const holder = globalThis as typeof globalThis & { __exhaleAuth?: TAuth }

export function getAuth(): TAuth {
  holder.__exhaleAuth ??= createAuth()
  return holder.__exhaleAuth
}
