import 'server-only'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'

export const APPLE_REVOKE_URL = 'https://appleid.apple.com/auth/revoke'

type TLinkedAccount = { providerId: string; accessToken: string | null; refreshToken: string | null }
type TAppleCredentials = { clientId: string; clientSecret: string }

/**
 * Revokes an Apple sign-in's token at Apple (App Store rule 5.1.1(v): deleting an account that
 * signed in with Apple revokes its tokens). The refresh token is preferred: revoking it ends
 * every access token issued from it. Returns false when there was nothing to revoke.
 */
export async function revokeAppleToken(
  account: TLinkedAccount,
  credentials: TAppleCredentials,
  endpoint = APPLE_REVOKE_URL,
): Promise<boolean> {
  const token = account.refreshToken ?? account.accessToken
  if (!token) return false
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: credentials.clientId,
      client_secret: credentials.clientSecret,
      token,
      token_type_hint: account.refreshToken ? 'refresh_token' : 'access_token',
    }),
    signal: AbortSignal.timeout(10_000),
  })
  if (!response.ok) throw new Error(`Apple token revocation failed with HTTP ${response.status}`)
  return true
}

/**
 * Queues the revocation of every Apple sign-in among the deleted accounts, when Apple sign-in
 * is configured. It runs after the commit: the tokens are gone from our database either way,
 * and a failure at Apple is logged (without the token), never undoes the deletion.
 */
export function revokeAppleTokensAfterCommit(
  linked: readonly TLinkedAccount[],
  afterCommit: (task: () => Promise<void>) => void,
): void {
  const { APPLE_CLIENT_ID, APPLE_CLIENT_SECRET } = getConfig()
  if (!APPLE_CLIENT_ID || !APPLE_CLIENT_SECRET) return
  for (const account of linked.filter((a) => a.providerId === 'apple')) {
    afterCommit(async () => {
      try {
        await revokeAppleToken(account, { clientId: APPLE_CLIENT_ID, clientSecret: APPLE_CLIENT_SECRET })
      } catch (error) {
        logger.error({ err: error }, 'Apple token revocation after account deletion failed')
      }
    })
  }
}
