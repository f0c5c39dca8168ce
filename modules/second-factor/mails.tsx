import 'server-only'
import { EmailMuted } from '@/modules/email/components/email-layout'
import { buildAccountEmail, sendEmail, toMailLocale } from '@/modules/email/public'

type TMailUser = { email: string; name: string; locale?: unknown }
type TSecondFactorMail = 'secondFactorOn' | 'secondFactorOff' | 'recoveryCodeUsed'

/**
 * Security notices: the second factor was turned on or off, or a recovery code was used. They
 * tell the person what happened and what to do if it was not them; they carry no link.
 */
export function buildSecondFactorEmail(kind: TSecondFactorMail, user: TMailUser) {
  const locale = toMailLocale(user.locale)
  return buildAccountEmail(kind, { locale, name: user.name }, (t, siteName) => (
    <EmailMuted>{t(`${kind}.notYou`, { siteName })}</EmailMuted>
  ))
}

async function send(kind: TSecondFactorMail, user: TMailUser) {
  await sendEmail({ to: user.email, ...buildSecondFactorEmail(kind, user) })
}

export const sendSecondFactorOnMail = (user: TMailUser) => send('secondFactorOn', user)
export const sendSecondFactorOffMail = (user: TMailUser) => send('secondFactorOff', user)
export const sendRecoveryCodeUsedMail = (user: TMailUser) => send('recoveryCodeUsed', user)
