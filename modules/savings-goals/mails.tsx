import 'server-only'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { getConfig } from '@/lib/config'
import { EmailAction, EmailLayout, EmailMuted, EmailText } from '@/modules/email/components/email-layout'
import {
  getEmailTranslator,
  getSiteName,
  getTranslatorOutsideRequest,
  sendEmail,
} from '@/modules/email/public'

export type TGoalReachedMail = {
  to: string
  name: string
  locale: TLocale
  goal: string
  /** The price, formatted in the plan's currency. */
  price: string
}

/** "You have saved enough for …": the celebration of a reached savings goal (decision 066). */
export function buildGoalReachedMail({ name, locale, goal, price }: TGoalReachedMail) {
  const t = getTranslatorOutsideRequest(locale)
  const email = getEmailTranslator(locale)
  const subject = t('savingsGoals.mail.subject', { name: goal })
  const progress = new URL(
    `${withLocale(locale, '/progress')}#savings-goal`,
    getConfig().PUBLIC_URL,
  ).toString()
  return {
    subject,
    react: (
      <EmailLayout
        locale={locale}
        siteName={getSiteName(locale)}
        preview={subject}
        heading={subject}
        footer={t('savingsGoals.mail.footer', { siteName: getSiteName(locale) })}
      >
        <EmailText>{email('layout.greeting', { name })}</EmailText>
        <EmailText>{t('savingsGoals.mail.body', { name: goal, price })}</EmailText>
        <EmailAction
          href={progress}
          label={t('savingsGoals.mail.open')}
          fallback={email('layout.linkFallback')}
        />
        <EmailMuted>{t('savingsGoals.mail.off', { link: progress })}</EmailMuted>
      </EmailLayout>
    ),
  }
}

export async function sendGoalReachedMail(mail: TGoalReachedMail): Promise<void> {
  const { subject, react } = buildGoalReachedMail(mail)
  await sendEmail({ to: mail.to, subject, react })
}
