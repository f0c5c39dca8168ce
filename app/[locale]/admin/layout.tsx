import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Link } from '@/i18n/navigation'
import { localeOf } from '@/i18n/params'
import { requireAdmin } from '@/modules/auth/session'
import { ClientMessages } from '@/modules/i18n/components/client-messages'
import { SkipLink } from '@/modules/site/components/skip-link'

const sections = [
  { href: '/admin', key: 'admin' },
  { href: '/admin/user-roles', key: 'adminUserRoles' },
  { href: '/admin/add-auth', key: 'adminAddAuth' },
  { href: '/admin/code-campaigns', key: 'adminCodeCampaigns' },
  { href: '/admin/purchases', key: 'adminPurchases' },
  { href: '/admin/email', key: 'adminEmail' },
] as const

/** Admin layout: a sidebar with the admin sections. */
export default async function AdminLayout({ children, params }: LayoutProps<'/[locale]/admin'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  // The proxy guards /admin too, but the server never relies on it alone (docs/ARCHITECTURE.md,
  // product rules).
  await requireAdmin(locale, '/admin')
  const t = await getTranslations('admin')
  const pages = await getTranslations('pages')
  const meta = await getTranslations('meta')
  return (
    <div className="flex flex-1 flex-col md:flex-row">
      <SkipLink />
      <aside className="border-b border-slate-200 bg-slate-900 text-slate-100 md:w-60 md:border-r md:border-b-0">
        <div className="px-4 py-4 text-lg font-bold">{meta('siteName')} · Admin</div>
        <nav aria-label={t('navigation')}>
          <ul className="flex flex-wrap gap-1 px-2 pb-3 md:flex-col">
            {sections.map((section) => (
              <li key={section.href}>
                <Link href={section.href} className="block rounded px-3 py-2 hover:bg-slate-800">
                  {pages(`${section.key}.title`)}
                </Link>
              </li>
            ))}
            <li>
              <Link href="/" className="block rounded px-3 py-2 text-slate-300 hover:bg-slate-800">
                {t('backToSite')}
              </Link>
            </li>
          </ul>
        </nav>
      </aside>
      <main id="main" className="flex-1 px-4 py-8 md:px-8">
        {/* The admin forms show any error code. */}
        <ClientMessages namespaces={['errors']}>{children}</ClientMessages>
      </main>
    </div>
  )
}
