import 'server-only'
import { EmailMuted } from '@/modules/email/components/email-layout'
import { buildAccountEmail, sendEmail, toMailLocale } from '@/modules/email/public'

type TMailUser = { email: string; name: string; locale?: unknown }
export type TSecondFactorMail =
  | 'secondFactorOn'
  | 'secondFactorOff'
  | 'recoveryCodeUsed'
  | 'recoveryCodesRenewed'
  | 'passkeyAdded'
  | 'passwordRemovedByEmailLink'

/**
 * Security notices: the second factor was turned on or off, a recovery code was used, new
 * recovery codes were made, a passkey was added, an e-mail link sign-in removed a password
 * nobody had confirmed. They tell the person what happened and what to do if it was not them;
 * they carry no link.
 */
export function buildSecondFactorEmail(kind: TSecondFactorMail, user: TMailUser) {
  const locale = toMailLocale(user.locale)
  return buildAccountEmail(kind, { locale, name: user.name }, (t, siteName) => (
    <EmailMuted>{t(`${kind}.notYou`, { siteName })}</EmailMuted>
  ))
}

/** Sends one security notice to the person. */
export async function sendSecurityNotice(kind: TSecondFactorMail, user: TMailUser): Promise<void> {
  await sendEmail({ to: user.email, ...buildSecondFactorEmail(kind, user) })
}

const send = sendSecurityNotice

export const sendSecondFactorOnMail = (user: TMailUser) => send('secondFactorOn', user)
export const sendSecondFactorOffMail = (user: TMailUser) => send('secondFactorOff', user)
export const sendRecoveryCodeUsedMail = (user: TMailUser) => send('recoveryCodeUsed', user)
