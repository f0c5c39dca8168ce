import 'server-only'
import { Link } from '@react-email/components'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '@/modules/email/components/email-layout'
import { getEmailTranslator, getSiteName, sendEmail } from '@/modules/email/public'
import type { TVerificationMail } from './commands'

function absoluteUrl(path: string): string {
  return new URL(path, getConfig().PUBLIC_URL).toString()
}

export function buildUnsubscribeUrl(subscriptionId: string, locale: TLocale): string {
  return absoluteUrl(withLocale(locale, `/unsubscribe/${subscriptionId}`))
}

/**
 * The headers every newsletter mail carries (RFC 2369 + RFC 8058): the unsubscribe page, which a
 * mail client POSTs `List-Unsubscribe=One-Click` to. No mailto target: the sender's mailbox is
 * not read (the mails say so), and an unsubscribe nobody processes would be a broken promise
 * (docs/decisions/053-one-click-unsubscribe-only.md). Use them for every mail to a subscriber.
 */
export function buildListUnsubscribeHeaders(subscriptionId: string, locale: TLocale): Record<string, string> {
  return {
    'List-Unsubscribe': `<${buildUnsubscribeUrl(subscriptionId, locale)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  }
}

/** The double opt-in mail with the single-use `/subscribe-verify/{token}` link. */
export function buildVerificationMail({ locale, token, subscriptionId }: TVerificationMail) {
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  const url = absoluteUrl(withLocale(locale, `/subscribe-verify/${token}`))
  const unsubscribeUrl = buildUnsubscribeUrl(subscriptionId, locale)
  return {
    subject: t('newsletter.verifySubject'),
    react: (
      <EmailLayout
        locale={locale}
        siteName={siteName}
        preview={t('newsletter.verifyPreview')}
        heading={t('newsletter.verifySubject')}
        footer={
          <>
            {t('newsletter.footer', { siteName })}{' '}
            {t.rich('newsletter.unsubscribeFooter', {
              url: unsubscribeUrl,
              link: (label) => (
                <Link href={unsubscribeUrl} style={{ color: '#0f7a5c' }}>
                  {label}
                </Link>
              ),
            })}
          </>
        }
      >
        <EmailText>{t('newsletter.verifyGreeting')}</EmailText>
        <EmailText>{t('newsletter.verifyBody')}</EmailText>
        <EmailAction href={url} label={t('newsletter.verifyButton')} fallback={t('layout.linkFallback')} />
        <EmailMuted>{t('newsletter.verifyIgnore')}</EmailMuted>
      </EmailLayout>
    ),
  }
}

export async function sendVerificationMail(mail: TVerificationMail): Promise<void> {
  const { subject, react } = buildVerificationMail(mail)
  await sendEmail({
    to: mail.email,
    subject,
    react,
    headers: buildListUnsubscribeHeaders(mail.subscriptionId, mail.locale),
  })
}
