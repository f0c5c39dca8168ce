import { NextIntlClientProvider } from 'next-intl'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { locales } from '@/i18n/locales'
import { ActionFeedback } from './form-feedback'

// What a form shows when its action failed unexpectedly (decision 063): the generic message in
// the page's language, with the event id the server logged the failure under.
describe('ActionFeedback of an unexpected failure', () => {
  it.each(locales)('shows the localized generic message with the event id in %s', async (locale) => {
    const messages = (await import(`@/messages/${locale}.json`)).default
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale={locale} messages={messages} timeZone="UTC">
        <ActionFeedback
          state={{ ok: false, status: 500, code: 'common/unexpected-error', eventId: '3F9A21C077D2' }}
        />
      </NextIntlClientProvider>,
    )
    const expected = messages.errors['common/unexpected-error'].replace('{eventId}', '3F9A21C077D2')
    expect(html).toContain('role="alert"')
    expect(html).toContain(expected)
    expect(html).toContain('3F9A21C077D2')
  })

  it('shows other failures without any id', async () => {
    const messages = (await import('@/messages/en.json')).default
    const html = renderToStaticMarkup(
      <NextIntlClientProvider locale="en" messages={messages} timeZone="UTC">
        <ActionFeedback state={{ ok: false, code: 'common/not-found' }} />
      </NextIntlClientProvider>,
    )
    expect(html).toContain(messages.errors['common/not-found'])
  })
})
