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
import type { TPushMessage } from '@/modules/push/public'
import type { TCopingPlanView } from './queries'

export type TRiskyHourMail = {
  to: string
  name: string
  locale: TLocale
  hour: number
  plans: TCopingPlanView[]
}

function planLine(locale: TLocale, plan: TCopingPlanView): string {
  return getTranslatorOutsideRequest(locale)('copingPlans.plan', {
    situation: plan.situation,
    action: plan.action,
  })
}

/** "Your plan for the next hour": the person's own if-then plans before their risky hour. */
export function buildRiskyHourMail({ name, locale, hour, plans }: TRiskyHourMail) {
  const t = getTranslatorOutsideRequest(locale)
  const email = getEmailTranslator(locale)
  const subject = t('copingPlans.reminder.subject', { time: `${String(hour).padStart(2, '0')}:00` })
  const settings = new URL(
    `${withLocale(locale, '/progress')}#coping-plans`,
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
        footer={t('copingPlans.reminder.footer', { siteName: getSiteName(locale) })}
      >
        <EmailText>{email('layout.greeting', { name })}</EmailText>
        <EmailText>{t('copingPlans.reminder.body')}</EmailText>
        {plans.map((plan) => (
          <EmailText key={plan.id}>
            <strong>{planLine(locale, plan)}</strong>
          </EmailText>
        ))}
        <EmailAction
          href={new URL(withLocale(locale, '/craving'), getConfig().PUBLIC_URL).toString()}
          label={t('copingPlans.reminder.open')}
          fallback={email('layout.linkFallback')}
        />
        <EmailMuted>{t('copingPlans.reminder.off', { link: settings })}</EmailMuted>
      </EmailLayout>
    ),
  }
}

export async function sendRiskyHourMail(mail: TRiskyHourMail): Promise<void> {
  const { subject, react } = buildRiskyHourMail(mail)
  await sendEmail({ to: mail.to, subject, react })
}

export function buildRiskyHourPush({
  locale,
  hour,
  plans,
}: Omit<TRiskyHourMail, 'to' | 'name'>): TPushMessage {
  const t = getTranslatorOutsideRequest(locale)
  const [first] = plans
  return {
    title: t('copingPlans.reminder.subject', { time: `${String(hour).padStart(2, '0')}:00` }),
    body: first ? planLine(locale, first) : t('copingPlans.reminder.body'),
    url: withLocale(locale, '/craving'),
    tag: 'coping-plan',
  }
}
