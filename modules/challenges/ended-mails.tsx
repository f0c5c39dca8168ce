import 'server-only'
import { isLocale } from '@/i18n/locales'
import { logger } from '@/lib/logger'
import { EmailLayout, EmailText } from '@/modules/email/components/email-layout'
import { getEmailTranslator, getSiteName, sendEmail } from '@/modules/email/public'

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
