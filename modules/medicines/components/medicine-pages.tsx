import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { withLocale } from '@/i18n/locale-path'
import type { TLocale } from '@/i18n/locales'
import { localeOf } from '@/i18n/params'
import { buildPageMetadata } from '@/modules/i18n/public'
import { PageIntro } from '@/modules/ui/components/page-intro'
import { isMedicine, MEDICINE_PAGE_SOURCES, MEDICINE_SOURCES, MEDICINES, type TMedicine } from '../catalogue'

type TParams = { params: Promise<{ locale: string; type?: string }> }

/** Said on every medicine page, before anything else: we give no dose advice of our own. */
async function LeafletNotice({ locale }: { locale: TLocale }) {
  const t = await getTranslations({ locale, namespace: 'medicines' })
  return (
    <p
      role="note"
      className="mb-8 max-w-3xl rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      {t('leaflet')}
    </p>
  )
}

export async function medicinesIndexMetadata({ params }: TParams): Promise<Metadata> {
  const locale = await localeOf(params)
  const t = await getTranslations({ locale, namespace: 'medicines.index' })
  return buildPageMetadata(locale, t('title'), { description: t('intro'), href: '/medicines' })
}

/** /medicines: the stop-smoking medicines, each linked to its page. Static. */
export async function MedicinesIndexPage({ locale }: { locale: TLocale }) {
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'medicines' })
  const combined = MEDICINE_SOURCES['cochrane-combined']
  return (
    <>
      <PageIntro title={t('index.title')} intro={t('index.intro')} />
      <LeafletNotice locale={locale} />
      <p className="mb-6 max-w-3xl text-slate-800">
        {t('index.evidence')}{' '}
        <a href={combined.url} className="underline" rel="noopener">
          {combined.title}
        </a>
      </p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {MEDICINES.map((medicine) => (
          <li key={medicine} className="rounded-lg border border-slate-200 p-4">
            <a
              href={withLocale(locale, `/medicines/${medicine}`)}
              className="text-lg font-semibold text-brand-700 underline"
            >
              {t(`types.${medicine}.name`)}
            </a>
            <p className="mt-1 text-slate-700">{t(`types.${medicine}.summary`)}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

export async function medicinePageMetadata({ params }: TParams): Promise<Metadata> {
  const locale = await localeOf(params)
  const { type } = await params
  if (!isMedicine(type)) notFound()
  const t = await getTranslations({ locale, namespace: `medicines.types.${type}` })
  return buildPageMetadata(locale, t('name'), {
    description: t('summary'),
    href: { pathname: '/medicines/[type]', params: { type } },
  })
}

export function listMedicineParams() {
  return MEDICINES.map((type) => ({ type }))
}

/** /medicines/{type}: how it helps, how long people usually use it, common side effects, sources. */
export async function MedicinePage({ locale, type }: { locale: TLocale; type: string }) {
  if (!isMedicine(type)) notFound()
  setRequestLocale(locale)
  const medicine: TMedicine = type
  const t = await getTranslations({ locale, namespace: 'medicines' })
  const part = (key: 'howItHelps' | 'duration' | 'sideEffects') => t(`types.${medicine}.${key}`)
  const sections = [
    ['howItHelps', t('page.howItHelps')],
    ['duration', t('page.duration')],
    ['sideEffects', t('page.sideEffects')],
  ] as const
  return (
    <>
      <PageIntro title={t(`types.${medicine}.name`)} intro={t(`types.${medicine}.summary`)} />
      <LeafletNotice locale={locale} />
      {sections.map(([key, heading]) => (
        <section key={key} aria-labelledby={key} className="mb-8 max-w-3xl">
          <h2 id={key} className="text-2xl font-bold text-slate-900">
            {heading}
          </h2>
          <p className="mt-2 text-lg text-slate-800">{part(key)}</p>
        </section>
      ))}
      <section aria-labelledby="sources" className="mb-8 max-w-3xl">
        <h2 id="sources" className="text-xl font-semibold text-slate-900">
          {t('page.sources')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-6 text-slate-700">
          {MEDICINE_PAGE_SOURCES[medicine].map((key) => (
            <li key={key}>
              <a href={MEDICINE_SOURCES[key].url} className="underline" rel="noopener">
                {MEDICINE_SOURCES[key].title}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <p>
        <a href={withLocale(locale, '/medicines')} className="font-semibold text-brand-700 underline">
          {t('page.all')}
        </a>
      </p>
    </>
  )
}
