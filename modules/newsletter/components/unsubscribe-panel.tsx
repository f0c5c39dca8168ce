import { getTranslations, setRequestLocale } from 'next-intl/server'
import { servedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { PageIntro } from '@/modules/ui/components/page-intro'
import type { TUnsubscribeView } from '../queries'
import { SubscribeForm } from './subscribe-form'

/**
 * GET never unsubscribes (mail scanners open links): it shows the masked address and a button.
 * The button is a plain form POST to this same URL, the request a mail client sends for RFC 8058
 * one-click unsubscribe too; proxy.ts hands both to app/api/newsletter/unsubscribe/[id].
 */
export async function UnsubscribePanel({ locale, view }: { locale: TLocale; view: TUnsubscribeView }) {
  setRequestLocale(locale)
  const pages = await getTranslations({ locale, namespace: 'pages.unsubscribe' })
  const t = await getTranslations({ locale, namespace: 'newsletterPages.unsubscribe' })
  if (!view.subscribed) {
    return (
      <>
        <PageIntro title={t('doneTitle')}>
          <p role="status" className="mt-4 text-slate-700">
            {t('doneText', { email: view.maskedEmail })}
          </p>
        </PageIntro>
        <h2 className="text-xl font-semibold text-slate-900">{t('resubscribe')}</h2>
        <div className="mt-4">
          <SubscribeForm headingLevel="h3" />
        </div>
      </>
    )
  }
  const action = servedPath(locale, { pathname: '/unsubscribe/[id]', params: { id: view.id } })
  return (
    <PageIntro title={pages('title')}>
      <p className="mt-4 text-lg text-slate-800">{t('question', { email: view.maskedEmail })}</p>
      <p className="mt-2 text-slate-600">{t('note')}</p>
      <form method="post" action={action} className="mt-6">
        <input type="hidden" name="List-Unsubscribe" value="One-Click" />
        <input type="hidden" name="locale" value={locale} />
        <button
          type="submit"
          className="rounded-md bg-brand-600 px-4 py-2 font-semibold text-white hover:bg-brand-700"
        >
          {t('confirm')}
        </button>
      </form>
    </PageIntro>
  )
}
