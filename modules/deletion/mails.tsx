import 'server-only'
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

/** The single-use, 24-hour confirmation link of a public deletion request. */
export async function sendDeletionRequestMail({ email, locale, token }: TDeletionRequestMail): Promise<void> {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  await sendEmail({
    to: email,
    subject: t('deletion.requestSubject'),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('deletion.requestPreview')}
        heading={t('deletion.requestSubject')}
        footer={t('deletion.footer', { siteName })}
      >
        <EmailText>{t('newsletter.verifyGreeting')}</EmailText>
        <EmailText>{t('deletion.requestBody')}</EmailText>
        <EmailAction
          href={buildDeletionLink(locale, token)}
          label={t('deletion.requestButton')}
          fallback={t('layout.linkFallback')}
        />
        <EmailMuted>{t('deletion.requestIgnore')}</EmailMuted>
      </EmailLayout>
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
  const siteName = getSiteName(locale)
  await sendEmail({
    to: email,
    subject: t('deletion.doneSubject'),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('deletion.donePreview')}
        heading={t('deletion.doneSubject')}
        footer={t('deletion.footer', { siteName })}
      >
        <EmailText>{t('newsletter.verifyGreeting')}</EmailText>
        <EmailText>{t('deletion.doneBody', { siteName })}</EmailText>
        <EmailMuted>{t('deletion.doneKept')}</EmailMuted>
      </EmailLayout>
    ),
  })
}
