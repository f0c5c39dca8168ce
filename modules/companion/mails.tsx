import 'server-only'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '@/modules/email/components/email-layout'
import { getEmailTranslator, getSiteName, sendEmail } from '@/modules/email/public'
import type { TPushMessage } from '@/modules/push/public'

export type TMilestoneMail = { to: string; name: string; locale: TLocale; day: number; token: string }

function absoluteUrl(path: string): string {
  return new URL(path, getConfig().PUBLIC_URL).toString()
}

/** The one-click unsubscribe URL of one reminder kind (POST, RFC 8058). */
export function buildReminderUnsubscribeUrl(kind: 'milestone' | 'daily', token: string): string {
  return absoluteUrl(`/api/companion/unsubscribe?kind=${kind}&token=${encodeURIComponent(token)}`)
}

/**
 * A reminder mail (milestone or daily): greeting, its text, the link to /progress and how to turn
 * it off, with the one-click unsubscribe headers of its kind.
 */
function buildReminderMail({
  kind,
  name,
  locale,
  token,
  subject,
  body,
  footer,
  extras = [],
}: {
  kind: 'milestone' | 'daily'
  name: string
  locale: TLocale
  token: string
  subject: string
  body: string
  footer: string
  extras?: readonly TDailyReminderExtra[]
}) {
  const t = getEmailTranslator(locale)
  return {
    subject,
    headers: {
      'List-Unsubscribe': `<${buildReminderUnsubscribeUrl(kind, token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    react: (
      <EmailLayout
        locale={locale}
        siteName={getSiteName(locale)}
        preview={subject}
        heading={subject}
        footer={footer}
      >
        <EmailText>{t('layout.greeting', { name })}</EmailText>
        <EmailText>{body}</EmailText>
        {extras.map((extra) => (
          <EmailText key={extra.title}>
            <strong>{extra.title}</strong>
            <br />
            {extra.text}
          </EmailText>
        ))}
        <EmailAction
          href={absoluteUrl(withLocale(locale, '/progress'))}
          label={t('companion.openProgress')}
          fallback={t('layout.linkFallback')}
        />
        <EmailMuted>{t('companion.milestoneOff')}</EmailMuted>
      </EmailLayout>
    ),
  }
}

export function buildMilestoneMail({ name, locale, day, token }: TMilestoneMail) {
  const t = getEmailTranslator(locale)
  return buildReminderMail({
    kind: 'milestone',
    name,
    locale,
    token,
    subject: t('companion.milestoneSubject', { count: day }),
    body: t('companion.milestoneBody', { count: day }),
    footer: t('companion.milestoneFooter', { siteName: getSiteName(locale) }),
  })
}

export async function sendMilestoneMail(mail: TMilestoneMail): Promise<void> {
  const { subject, react, headers } = buildMilestoneMail(mail)
  await sendEmail({ to: mail.to, subject, react, headers })
}

/** Another feature's part of the daily reminder: a title ("Today's mission: …") and its line. */
export type TDailyReminderExtra = { title: string; text: string }

export type TDailyReminderMail = {
  to: string
  name: string
  locale: TLocale
  token: string
  extras?: readonly TDailyReminderExtra[]
}

export function buildDailyReminderMail({ name, locale, token, extras = [] }: TDailyReminderMail) {
  const t = getEmailTranslator(locale)
  return buildReminderMail({
    kind: 'daily',
    name,
    locale,
    token,
    extras,
    // The first extra (today's mission) says what the mail is about, not just "check in".
    subject: extras[0]?.title ?? t('companion.dailySubject'),
    body: t('companion.dailyBody'),
    footer: t('companion.dailyFooter', { siteName: getSiteName(locale) }),
  })
}

export async function sendDailyReminderMail(mail: TDailyReminderMail): Promise<void> {
  const { subject, react, headers } = buildDailyReminderMail(mail)
  await sendEmail({ to: mail.to, subject, react, headers })
}

/** The milestone as a notification; a click opens /progress. */
export function buildMilestonePush({ locale, day }: Pick<TMilestoneMail, 'locale' | 'day'>): TPushMessage {
  const t = getEmailTranslator(locale)
  return {
    title: t('companion.milestoneSubject', { count: day }),
    body: t('companion.milestonePushBody'),
    url: withLocale(locale, '/progress'),
    tag: 'milestone',
  }
}

/** The daily check-in reminder as a notification; a click opens the check-in. */
export function buildDailyReminderPush({
  locale,
  extras = [],
}: Pick<TDailyReminderMail, 'locale' | 'extras'>): TPushMessage {
  const t = getEmailTranslator(locale)
  return {
    title: extras[0]?.title ?? t('companion.dailySubject'),
    body: extras[0]?.text ?? t('companion.dailyPushBody'),
    url: `${withLocale(locale, '/progress')}#check-in`,
    tag: 'daily',
  }
}
