import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { BreathingExercise } from './breathing-exercise'
import { CravingLogForm } from './craving-log-form'

/** Quick things to do for the few minutes a craving lasts (messages: companion.craving.ideas). */
const IDEAS = ['water', 'walk', 'hands', 'call', 'brush', 'delay'] as const

export async function cravingMetadata({
  params,
}: {
  params: Promise<{ locale: string }>
}): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'companion.craving' })
  return buildPageMetadata(locale, t('title'), { description: t('intro') })
}

/**
 * /craving: public and static (no session read), so the service worker keeps it for offline
 * use after one visit. Only the log form knows, in the browser, who is signed in.
 */
export async function CravingPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'companion.craving' })
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      <ClientMessages namespaces={['companion', 'errors']}>
        <section aria-labelledby="breathing">
          <h2 id="breathing" className="mb-4 text-2xl font-bold text-slate-900">
            {t('breathing.heading')}
          </h2>
          <BreathingExercise />
        </section>
        <section aria-labelledby="ideas" className="mt-10">
          <h2 id="ideas" className="mb-4 text-2xl font-bold text-slate-900">
            {t('ideasHeading')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {IDEAS.map((idea) => (
              <li key={idea} className="rounded-lg border border-slate-200 p-4 text-slate-800">
                {t(`ideas.${idea}`)}
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="log" className="mt-10">
          <h2 id="log" className="mb-4 text-2xl font-bold text-slate-900">
            {t('log.heading')}
          </h2>
          <CravingLogForm />
        </section>
      </ClientMessages>
    </>
  )
}
