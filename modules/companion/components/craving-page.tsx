import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { localizedPath } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { CRAVING_IDEAS } from '../craving-options'
import { BreathingExercise } from './breathing-exercise'
import { CravingLogFormIsland } from './craving-log-form-island'

const CRAVING_CLIENT_PARTS = ['companion.craving.breathing', 'companion.craving.log']
const CRAVING_ERROR_GROUPS = ['companion', 'common'] as const

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
export async function CravingPage({
  locale,
  top,
  bottom,
}: {
  locale: TLocale
  /** Other features' help at the moment of need, above the exercise (the person's if-then plans). */
  top?: React.ReactNode
  /** Other features' help below the log (quit support services). Both must stay static. */
  bottom?: React.ReactNode
}) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'companion.craving' })
  return (
    <>
      <PageIntro title={t('title')} intro={t('intro')} />
      {top}
      {/* Only what its two islands read: the exercise's and the log's texts and the codes the log
          action answers with (its own and the pipeline's), not the 19 KB companion namespace and
          the 12 KB of every error. */}
      <ClientMessages parts={CRAVING_CLIENT_PARTS} errorGroups={CRAVING_ERROR_GROUPS}>
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
            {CRAVING_IDEAS.map((idea) => (
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
          <CravingLogFormIsland signInHref={`${localizedPath(locale, '/login')}?redirect=%2Fcraving`} />
        </section>
      </ClientMessages>
      {bottom}
    </>
  )
}
