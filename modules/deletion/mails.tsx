import 'server-only'
import type { ReactNode } from 'react'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '@/modules/email/components/email-layout'
import { getEmailTranslator, getSiteName, sendEmail } from '@/modules/email/public'
import type { TDeletionRequestMail } from './commands'

function absoluteUrl(path: string): string {
  return new URL(path, getConfig().PUBLIC_URL).toString()
}

export function buildDeletionLink(locale: TLocale, token: string): string {
  return absoluteUrl(withLocale(locale, `/start-data-deletion/confirm/${token}`))
}

/** A deletion mail: the greeting and footer of every one, around its own subject and text. */
async function sendDeletionMail({
  to,
  locale,
  subject,
  preview,
  children,
}: {
  to: string
  locale: TLocale
  subject: string
  preview: string
  children: ReactNode
}): Promise<void> {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  await sendEmail({
    to,
    subject,
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={preview}
        heading={subject}
        footer={t('deletion.footer', { siteName })}
      >
        <EmailText>{t('newsletter.verifyGreeting')}</EmailText>
        {children}
      </EmailLayout>
    ),
  })
}

/** The single-use, 24-hour confirmation link of a public deletion request. */
export async function sendDeletionRequestMail({ email, locale, token }: TDeletionRequestMail): Promise<void> {
  const t = getEmailTranslator(locale)
  await sendDeletionMail({
    to: email,
    locale,
    subject: t('deletion.requestSubject'),
    preview: t('deletion.requestPreview'),
    children: (
      <>
        <EmailText>{t('deletion.requestBody')}</EmailText>
        <EmailAction
          href={buildDeletionLink(locale, token)}
          label={t('deletion.requestButton')}
          fallback={t('layout.linkFallback')}
        />
        <EmailMuted>{t('deletion.requestIgnore')}</EmailMuted>
      </>
    ),
  })
}

/** The last mail: the deletion is done. */
export async function sendDeletionDoneMail({
  email,
  locale,
}: {
  email: string
  locale: TLocale
}): Promise<void> {
  const t = getEmailTranslator(locale)
  await sendDeletionMail({
    to: email,
    locale,
    subject: t('deletion.doneSubject'),
    preview: t('deletion.donePreview'),
    children: (
      <>
        <EmailText>{t('deletion.doneBody', { siteName: getSiteName(locale) })}</EmailText>
        <EmailMuted>{t('deletion.doneKept')}</EmailMuted>
      </>
    ),
  })
}
