import 'server-only'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { withLocale } from '@/lib/routing/locale-path'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '@/modules/email/components/email-layout'
import { getMailFrom, sendEmail } from '@/modules/email/send-email'
import { getEmailTranslator, getSiteName } from '@/modules/email/translate'
import type { TVerificationMail } from './commands'

function absoluteUrl(path: string): string {
  return new URL(path, getConfig().PUBLIC_URL).toString()
}

export function buildUnsubscribeUrl(subscriptionId: string, locale: TLocale): string {
  return absoluteUrl(withLocale(locale, `/unsubscribe/${subscriptionId}`))
}

/**
 * The headers every newsletter mail carries (RFC 2369 + RFC 8058): the unsubscribe page, which a
 * mail client POSTs `List-Unsubscribe=One-Click` to, and a mailto alternative (the sender's
 * mailbox, subject naming the subscription). Use them for every mail sent to a subscriber.
 */
export function buildListUnsubscribeHeaders(subscriptionId: string, locale: TLocale): Record<string, string> {
  const from = getMailFrom()
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from
  const mailto = `mailto:${address}?subject=${encodeURIComponent(`unsubscribe ${subscriptionId}`)}`
  return {
    'List-Unsubscribe': `<${buildUnsubscribeUrl(subscriptionId, locale)}>, <${mailto}>`,
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
        footer={`${t('newsletter.footer', { siteName })} ${t('newsletter.unsubscribeFooter', { url: unsubscribeUrl })}`}
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
