import 'server-only'
import type { ReactElement, ReactNode } from 'react'
import type { TLocale } from '@/i18n/locales'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '../components/email-layout'
import { getEmailTranslator, getSiteName } from '../translate'

export type TTemplate = { subject: string; react: ReactElement }
type TLinkMail = { locale: TLocale; name: string; url: string }

function greetingName(name: string): string {
  return name.trim() || '👋'
}

type TLinkKind = 'verify' | 'reset' | 'setPassword' | 'magicLink'

type TEmailTranslator = ReturnType<typeof getEmailTranslator>
type TEmailMessages = typeof import('@/messages/en.json')['email']
/** The mails under `email` with the parts every account mail has. */
type TAccountMailKind = {
  [K in keyof TEmailMessages]: TEmailMessages[K] extends {
    subject: string
    preview: string
    heading: string
    body: string
  }
    ? K
    : never
}[keyof TEmailMessages]

/**
 * The shape every account mail shares: subject, preview and heading of `kind`, the greeting and
 * the body, then what this mail adds (a button, a warning). Keys live under `kind` in the mail
 * messages and may use `{siteName}`.
 */
export function buildAccountEmail(
  kind: TAccountMailKind,
  { locale, name }: { locale: TLocale; name: string },
  more: (t: TEmailTranslator, siteName: string) => ReactNode,
): TTemplate {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  return {
    subject: t(`${kind}.subject`, { siteName }),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t(`${kind}.preview`, { siteName })}
        heading={t(`${kind}.heading`, { siteName })}
        footer={t('layout.footer', { siteName })}
      >
        <EmailText>{t('layout.greeting', { name: greetingName(name) })}</EmailText>
        <EmailText>{t(`${kind}.body`, { siteName })}</EmailText>
        {more(t, siteName)}
      </EmailLayout>
    ),
  }
}

/**
 * The four link mails: what the link does, the button (with the address as text for clients
 * that hide buttons), how long it is valid, and, for mails a person may not have asked for,
 * "ignore this if it was not you".
 */
function buildLinkEmail(
  kind: TLinkKind,
  { locale, name, url }: TLinkMail,
  validity: { hours: number } | { minutes: number },
  { ignorable }: { ignorable: boolean },
): TTemplate {
  return buildAccountEmail(kind, { locale, name }, (t) => (
    <>
      <EmailAction href={url} label={t(`${kind}.button`)} fallback={t('layout.linkFallback')} />
      <EmailMuted>{t(`${kind}.expiry`, validity)}</EmailMuted>
      {ignorable ? <EmailMuted>{t('layout.ignore')}</EmailMuted> : null}
    </>
  ))
}

/** "Confirm your email address" after registration. */
export function buildVerifyEmail({ hours, ...mail }: TLinkMail & { hours: number }): TTemplate {
  return buildLinkEmail('verify', mail, { hours }, { ignorable: true })
}

/** The single-use link to choose a new password. */
export function buildResetPasswordEmail({ minutes, ...mail }: TLinkMail & { minutes: number }): TTemplate {
  return buildLinkEmail('reset', mail, { minutes }, { ignorable: true })
}

/** For an account someone else created (create-admin, admin "add sign-in"): choose a password. */
export function buildSetPasswordEmail({ hours, ...mail }: TLinkMail & { hours: number }): TTemplate {
  return buildLinkEmail('setPassword', mail, { hours }, { ignorable: false })
}

/** The single-use sign-in link asked for on /login ("send me a sign-in link"). */
export function buildMagicLinkEmail({ minutes, ...mail }: TLinkMail & { minutes: number }): TTemplate {
  return buildLinkEmail('magicLink', mail, { minutes }, { ignorable: true })
}
