import { useTranslations } from 'next-intl'

/**
 * The account page's "your data" section: a plain download link to the JSON export
 * (GDPR access and portability; app/api/account/export). A plain link, so it works without
 * JavaScript and the browser saves the file the route names.
 */
export function DataExportSection() {
  const t = useTranslations('deletionPages.export')
  return (
    <section aria-labelledby="data-export-heading" className="mt-10">
      <h2 id="data-export-heading" className="text-2xl font-bold">
        {t('title')}
      </h2>
      <p className="mt-2 text-slate-700">{t('text')}</p>
      <p className="mt-3">
        <a
          href="/api/account/export"
          download
          className="inline-block rounded-md border border-brand-600 px-4 py-2 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {t('download')}
        </a>
      </p>
    </section>
  )
}
