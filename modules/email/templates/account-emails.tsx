import 'server-only'
import type { ReactElement } from 'react'
import type { TLocale } from '@/i18n/locales'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '../components/email-layout'
import { getEmailTranslator, getSiteName } from '../translate'

export type TTemplate = { subject: string; react: ReactElement }
type TLinkMail = { locale: TLocale; name: string; url: string }

function greetingName(name: string): string {
  return name.trim() || '👋'
}

/** "Confirm your email address" after registration. */
export function buildVerifyEmail({ locale, name, url, hours }: TLinkMail & { hours: number }): TTemplate {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  return {
    subject: t('verify.subject', { siteName }),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('verify.preview')}
        heading={t('verify.heading')}
        footer={t('layout.footer', { siteName })}
      >
        <EmailText>{t('layout.greeting', { name: greetingName(name) })}</EmailText>
        <EmailText>{t('verify.body', { siteName })}</EmailText>
        <EmailAction href={url} label={t('verify.button')} fallback={t('layout.linkFallback')} />
        <EmailMuted>{t('verify.expiry', { hours })}</EmailMuted>
        <EmailMuted>{t('layout.ignore')}</EmailMuted>
      </EmailLayout>
    ),
  }
}

/** The single-use link to choose a new password. */
export function buildResetPasswordEmail({
  locale,
  name,
  url,
  minutes,
}: TLinkMail & { minutes: number }): TTemplate {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  return {
    subject: t('reset.subject', { siteName }),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('reset.preview')}
        heading={t('reset.heading')}
        footer={t('layout.footer', { siteName })}
      >
        <EmailText>{t('layout.greeting', { name: greetingName(name) })}</EmailText>
        <EmailText>{t('reset.body', { siteName })}</EmailText>
        <EmailAction href={url} label={t('reset.button')} fallback={t('layout.linkFallback')} />
        <EmailMuted>{t('reset.expiry', { minutes })}</EmailMuted>
        <EmailMuted>{t('layout.ignore')}</EmailMuted>
      </EmailLayout>
    ),
  }
}

/** For an account someone else created (create-admin, admin "add sign-in"): choose a password. */
export function buildSetPasswordEmail({
  locale,
  name,
  url,
  hours,
}: TLinkMail & { hours: number }): TTemplate {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  return {
    subject: t('setPassword.subject', { siteName }),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('setPassword.preview', { siteName })}
        heading={t('setPassword.heading', { siteName })}
        footer={t('layout.footer', { siteName })}
      >
        <EmailText>{t('layout.greeting', { name: greetingName(name) })}</EmailText>
        <EmailText>{t('setPassword.body', { siteName })}</EmailText>
        <EmailAction href={url} label={t('setPassword.button')} fallback={t('layout.linkFallback')} />
        <EmailMuted>{t('setPassword.expiry', { hours })}</EmailMuted>
      </EmailLayout>
    ),
  }
}

/** The single-use sign-in link asked for on /login ("send me a sign-in link"). */
export function buildMagicLinkEmail({
  locale,
  name,
  url,
  minutes,
}: TLinkMail & { minutes: number }): TTemplate {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  return {
    subject: t('magicLink.subject', { siteName }),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('magicLink.preview')}
        heading={t('magicLink.heading', { siteName })}
        footer={t('layout.footer', { siteName })}
      >
        <EmailText>{t('layout.greeting', { name: greetingName(name) })}</EmailText>
        <EmailText>{t('magicLink.body', { siteName })}</EmailText>
        <EmailAction href={url} label={t('magicLink.button')} fallback={t('layout.linkFallback')} />
        <EmailMuted>{t('magicLink.expiry', { minutes })}</EmailMuted>
        <EmailMuted>{t('layout.ignore')}</EmailMuted>
      </EmailLayout>
    ),
  }
}
