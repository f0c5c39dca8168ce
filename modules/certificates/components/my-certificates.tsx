import { getFormatter, getLocale, getTranslations } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { RouteLink } from '@/modules/ui/components/route-link'
import { listCertificates } from '../queries'

/** The signed-in user's certificates, for the signed-in home (/progress). */
export async function MyCertificates({ userId }: { userId: string }) {
  const t = await getTranslations('certificates.list')
  const locale = (await getLocale()) as TLocale
  const format = await getFormatter()
  const certificates = await listCertificates(userId)
  return (
    <section aria-labelledby="my-certificates-heading" className="mt-10">
      <h2 id="my-certificates-heading" className="text-2xl font-bold">
        {t('title')}
      </h2>
      {certificates.length === 0 ? <p className="mt-3 text-slate-700">{t('empty')}</p> : null}
      <ul className="mt-4 grid gap-3">
        {certificates.map((certificate) => (
          <li
            key={certificate.id}
            className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-slate-300 p-3"
          >
            <div>
              <p className="font-semibold">{certificate.displayName}</p>
              <p className="text-sm text-slate-600">
                {t('since', {
                  date: format.dateTime(new Date(`${certificate.quitDate}T00:00:00Z`), {
                    dateStyle: 'long',
                    timeZone: 'UTC',
                  }),
                })}
              </p>
            </div>
            <div className="flex gap-4 text-sm font-semibold">
              <RouteLink
                locale={locale}
                href={`/certificate/${certificate.id}`}
                className="text-brand-700 underline"
                aria-label={`${t('view')}: ${certificate.displayName}`}
              >
                {t('view')}
              </RouteLink>
              <RouteLink
                locale={locale}
                href={`/certificate/edit/${certificate.id}`}
                className="text-brand-700 underline"
                aria-label={`${t('edit')}: ${certificate.displayName}`}
              >
                {t('edit')}
              </RouteLink>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-4">
        <RouteLink
          locale={locale}
          href="/certificates/new"
          className="font-semibold text-brand-700 underline"
        >
          {t('create')}
        </RouteLink>
      </p>
    </section>
  )
}
