import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { SubscribeForm } from '@/modules/newsletter/components/subscribe-form'

export async function SiteFooter() {
  const t = await getTranslations('footer')
  return (
    <footer className="print:hidden mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      {/* Hidden on pages whose main content has its own subscribe form (app/globals.css). */}
      <div className="mx-auto max-w-5xl px-4 pt-8" data-footer-newsletter="">
        <SubscribeForm />
      </div>
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-slate-600">{t('rights', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('legal')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            <li>
              <Link href="/terms" className="hover:underline">
                {t('terms')}
              </Link>
            </li>
            <li>
              <Link href="/privacy" className="hover:underline">
                {t('privacy')}
              </Link>
            </li>
            <li>
              <Link href="/imprint" className="hover:underline">
                {t('imprint')}
              </Link>
            </li>
            <li>
              <Link href="/install" className="hover:underline">
                {t('install')}
              </Link>
            </li>
            <li>
              <Link href="/start-data-deletion" className="hover:underline">
                {t('deleteData')}
              </Link>
            </li>
          </ul>
        </nav>
      </div>
    </footer>
  )
}
