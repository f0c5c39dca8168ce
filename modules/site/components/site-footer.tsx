import { useTranslations } from 'next-intl'
import { SubscribeIsland } from '@/modules/newsletter/components/subscribe-island'
import { SiteLink } from './site-link'

const LEGAL_LINKS = [
  { href: '/terms', key: 'terms' },
  { href: '/privacy', key: 'privacy' },
  { href: '/imprint', key: 'imprint' },
  { href: '/install', key: 'install' },
  { href: '/start-data-deletion', key: 'deleteData' },
] as const

export function SiteFooter() {
  const t = useTranslations('footer')
  return (
    <footer className="print:hidden mt-16 border-t border-slate-200 bg-slate-50 text-sm">
      {/* Hidden on pages whose main content has its own subscribe form (app/globals.css). */}
      <div className="mx-auto max-w-5xl px-4 pt-8" data-footer-newsletter="">
        <SubscribeIsland />
      </div>
      <div className="mx-auto flex max-w-5xl flex-col gap-4 px-4 py-8 sm:flex-row sm:items-start sm:justify-between">
        <p className="text-slate-600">{t('rights', { year: new Date().getFullYear() })}</p>
        <nav aria-label={t('legal')}>
          <ul className="flex flex-wrap gap-x-4 gap-y-1">
            {LEGAL_LINKS.map(({ href, key }) => (
              <li key={href}>
                <SiteLink href={href} className="hover:underline">
                  {t(key)}
                </SiteLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </footer>
  )
}
