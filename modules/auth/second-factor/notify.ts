import 'server-only'
import { logger } from '@/lib/logger'
import { sendSecondFactorOffMail, sendSecondFactorOnMail } from './mails'

type TChangedUser = { email: string; name: string; locale?: unknown; twoFactorEnabled?: boolean | null }

/**
 * After Better Auth updated a user: the plugin turns the second factor on in
 * /two-factor/verify-totp (first code confirmed) and off in /two-factor/disable, and nowhere
 * else, so the endpoint names the change. The mail goes after the answer; a failure is logged.
 */
export function sendSecondFactorMailOnChange(user: TChangedUser, path: string | undefined): void {
  let sending: Promise<unknown> | undefined
  if (path === '/two-factor/verify-totp' && user.twoFactorEnabled) sending = sendSecondFactorOnMail(user)
  if (path === '/two-factor/disable' && !user.twoFactorEnabled) sending = sendSecondFactorOffMail(user)
  sending?.catch((error: unknown) => logger.error({ err: error }, 'second-factor notice mail failed'))
}
