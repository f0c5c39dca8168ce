import 'server-only'
import { splitLocale } from '@/i18n/locale-path'
import {
  buildMagicLinkEmail,
  buildResetPasswordEmail,
  buildSetPasswordEmail,
  buildVerifyEmail,
  sendEmail,
  toMailLocale,
} from '@/modules/email/public'

type TMailUser = { email: string; name: string; locale?: unknown }

const RESET_MINUTES = 60

/** The locale of the page a link leads back to (`callbackURL=/de/...`), if it names one. */
export function localeOfCallback(url: string): string | undefined {
  const callback = new URL(url).searchParams.get('callbackURL')
  if (!callback?.startsWith('/')) return undefined
  // Unprefixed paths are English (localePrefix: 'as-needed').
  return splitLocale(callback).locale
}

export async function sendVerificationMail({ user, url }: { user: TMailUser; url: string }) {
  const locale = toMailLocale(user.locale)
  await sendEmail({ to: user.email, ...buildVerifyEmail({ locale, name: user.name, url, hours: 24 }) })
}

/** The reset mail speaks the language of the page it was asked from, else the user's. */
export async function sendResetPasswordMail({ user, url }: { user: TMailUser; url: string }) {
  const locale = toMailLocale(localeOfCallback(url) ?? user.locale)
  await sendEmail({
    to: user.email,
    ...buildResetPasswordEmail({ locale, name: user.name, url, minutes: RESET_MINUTES }),
  })
}

export async function sendSetPasswordMail({
  user,
  url,
  hours,
}: {
  user: TMailUser
  url: string
  hours: number
}) {
  const locale = toMailLocale(user.locale)
  await sendEmail({ to: user.email, ...buildSetPasswordEmail({ locale, name: user.name, url, hours }) })
}

/** The email sign-in link, in the language of the page it was asked from, else the user's. */
export async function sendMagicLinkMail({
  user,
  url,
  locale,
  minutes,
}: {
  user: TMailUser
  url: string
  locale?: string
  minutes: number
}) {
  const mailLocale = toMailLocale(locale ?? user.locale)
  await sendEmail({
    to: user.email,
    ...buildMagicLinkEmail({ locale: mailLocale, name: user.name, url, minutes }),
  })
}
