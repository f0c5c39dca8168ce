import { setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { requireUser } from '@/modules/auth/session'
import { ProgressPage, progressMetadata } from '@/modules/companion/components/progress-page'

export const generateMetadata = progressMetadata

// Guarded: the proxy sends visitors to login, and the page checks the session again.
export default async function Page({ params }: PageProps<'/[locale]/progress'>) {
  const locale = (await params).locale as TLocale
  setRequestLocale(locale)
  const session = await requireUser(locale, '/progress')
  return <ProgressPage locale={locale} userId={session.user.id} />
}
