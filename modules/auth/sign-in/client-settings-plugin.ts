import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthEndpoint } from 'better-auth/api'

/** What the browser needs to offer sign-in: the configured providers and the token sync address. */
export type TClientSettings = {
  providers: Array<{ id: string; name: string }>
  authSyncUrl: string | null
}

/** GET /api/auth/client-settings, read by the sign-in buttons and the token sync (client/client-settings.ts). */
export function clientSettingsPlugin(settings: TClientSettings) {
  return {
    id: 'exhale-client-settings',
    endpoints: {
      // Cheap and asked once a page at most; like every /api/auth answer, not cached (http/no-store.ts).
      getClientSettings: createAuthEndpoint('/client-settings', { method: 'GET' }, async (ctx) =>
        ctx.json(settings),
      ),
    },
  } satisfies BetterAuthPlugin
}
