import { getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { listQuitSupportServices } from '../load'

/**
 * "Talk to someone": the national quit support services of the visitor's language (decision
 * 065), each with a `tel:` link, its website, its hours and where the details come from. Static:
 * it reads no session, so /craving and /help stay prerendered.
 */
export async function QuitSupportServices({
  locale,
  headingLevel = 'h2',
}: {
  locale: TLocale
  headingLevel?: 'h2' | 'h3'
}) {
  const services = await listQuitSupportServices(locale)
  if (services.length === 0) return null
  const t = await getTranslations({ locale, namespace: 'quitSupport' })
  const countries = new Intl.DisplayNames([locale], { type: 'region' })
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' })
  const Heading = headingLevel
  return (
    <section aria-labelledby="quit-support" className="my-10">
      <Heading id="quit-support" className="text-2xl font-bold text-slate-900">
        {t('heading')}
      </Heading>
      <p className="mt-2 max-w-2xl text-slate-700">{t('intro')}</p>
      <ul className="mt-4 grid gap-4 sm:grid-cols-2">
        {services.map((service) => (
          <li key={service.id} className="rounded-lg border border-slate-200 bg-white p-4">
            <p className="font-semibold text-slate-900">
              {service.name[locale]}{' '}
              <span className="font-normal text-slate-600">({countries.of(service.country)})</span>
            </p>
            <p className="mt-2">
              {/* The number is the link's name; the list item's first line says whose it is. */}
              <a href={`tel:${service.tel}`} className="text-xl font-bold text-brand-700 underline">
                {service.phone}
              </a>
            </p>
            <p className="mt-1 text-slate-700">{service.hours?.[locale] ?? t('hoursUnknown')}</p>
            {service.note?.[locale] ? <p className="mt-1 text-slate-700">{service.note[locale]}</p> : null}
            <p className="mt-1">
              <a href={service.url} className="text-brand-700 underline" rel="noopener">
                {new URL(service.url).hostname}
              </a>
            </p>
            <p className="mt-2 text-xs text-slate-600">
              <a href={service.source} className="underline" rel="noopener">
                {t('source')}
              </a>{' '}
              {t('checked', { date: date.format(new Date(`${service.checked}T00:00:00Z`)) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}
