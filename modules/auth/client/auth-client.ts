'use client'

import { passkeyClient } from '@better-auth/passkey/client'
import { createAuthClient } from 'better-auth/client'
import { adminClient, inferAdditionalFields } from 'better-auth/client/plugins'

/**
 * The browser side of Better Auth, loaded by `callAuth` (call-auth.ts) on the first call: with its
 * passkey plugin and SimpleWebAuthn it is about 20 KB of script that pages with a sign-in form or
 * an account button need only once someone uses them. Our own session store (session-store.ts) decides when to
 * ask for the session, so Better Auth's focus refetch stays off.
 */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  sessionOptions: { refetchOnWindowFocus: false },
  plugins: [
    adminClient(),
    passkeyClient(),
    inferAdditionalFields({ user: { locale: { type: 'string', required: false } } }),
  ],
})

export type TAuthClient = typeof authClient
