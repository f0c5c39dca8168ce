import 'server-only'
import { isLocale, type TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { withLocale } from '@/lib/routing/locale-path'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '@/modules/email/components/email-layout'
import { sendEmail } from '@/modules/email/send-email'
import { getEmailTranslator, getSiteName } from '@/modules/email/translate'
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

type TEndedChallengeMail = {
  email: string
  name: string
  locale: string
  challenge: { titleKey: string | null; customTitle: string | null }
}

/** Tells the other participants that a challenge ended because its owner deleted their account. */
export async function sendChallengeEndedMails(recipients: readonly TEndedChallengeMail[]): Promise<void> {
  for (const recipient of recipients) {
    const locale = isLocale(recipient.locale) ? recipient.locale : 'en'
    const t = getEmailTranslator(locale)
    const siteName = getSiteName(locale)
    const title = recipient.challenge.customTitle ?? t('deletion.challengeFallbackTitle')
    try {
      await sendEmail({
        to: recipient.email,
        subject: t('deletion.challengeEndedSubject', { title }),
        react: (
          <EmailLayout
            locale={locale}
            siteName={siteName}
            preview={t('deletion.challengeEndedPreview')}
            heading={t('deletion.challengeEndedSubject', { title })}
            footer={t('layout.footer', { siteName })}
          >
            <EmailText>{t('layout.greeting', { name: recipient.name.trim() || '👋' })}</EmailText>
            <EmailText>{t('deletion.challengeEndedBody', { title })}</EmailText>
          </EmailLayout>
        ),
      })
    } catch (error) {
      // One unreachable participant must not keep the others from being told.
      logger.error({ err: error }, 'challenge-ended mail failed')
    }
  }
}
