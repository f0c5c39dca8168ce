import 'server-only'
import { Link, Text } from '@react-email/components'
import { render } from '@react-email/render'
import type { TLocale } from '@/i18n/locales'
import { EmailLayout } from '@/modules/email/components/email-layout'
import { getEmailTranslator, getSiteName } from '@/modules/email/public'
import { buildUnsubscribeUrl } from '@/modules/newsletter/public'
import { renderMarkdown } from './markdown'

/** Stands for the recipient's subscription id in a rendered template (see personalizeBroadcast). */
const RECIPIENT = 'recipient-0f3c9a7e5b'

export type TBroadcastTemplate = { locale: TLocale; subject: string; html: string; text: string }

/**
 * Renders a broadcast in one locale once, with a placeholder where each recipient's unsubscribe
 * link goes: rendering React per recipient would dominate the send time of large lists.
 */
export async function renderBroadcastTemplate(input: {
  locale: TLocale
  subject: string
  bodyMarkdown: string
}): Promise<TBroadcastTemplate> {
  const { locale, subject } = input
  const t = getEmailTranslator(locale)
  const siteName = getSiteName(locale)
  const unsubscribeUrl = buildUnsubscribeUrl(RECIPIENT, locale)
  const react = (
    <EmailLayout
      locale={locale}
      siteName={siteName}
      preview={subject}
      heading={subject}
      footer={t('broadcast.footer', { siteName })}
    >
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: Markdown rendered with raw HTML disabled and unsafe links refused (markdown.ts); it holds only Markdown's own tags. */}
      <div dangerouslySetInnerHTML={{ __html: renderMarkdown(input.bodyMarkdown) }} />
      <Text style={{ color: '#475569', fontSize: '13px', lineHeight: '20px', marginTop: '24px' }}>
        {t('broadcast.unsubscribeText')}{' '}
        <Link href={unsubscribeUrl} style={{ color: '#0f7a5c' }}>
          {t('broadcast.unsubscribeLink')}
        </Link>
      </Text>
    </EmailLayout>
  )
  const [html, text] = await Promise.all([render(react), render(react, { plainText: true })])
  return { locale, subject, html, text }
}

/** The template for one subscriber: their own unsubscribe link in the HTML and the text. */
export function personalizeBroadcast(template: TBroadcastTemplate, subscriptionId: string) {
  return {
    subject: template.subject,
    html: template.html.replaceAll(RECIPIENT, subscriptionId),
    text: template.text.replaceAll(RECIPIENT, subscriptionId),
  }
}
