import { localeOf } from '@/i18n/params'
import { requireUser } from '@/modules/auth/session'
import { AccountDeletionPage } from '@/modules/deletion/components/account-deletion-page'
import { describeDeletion } from '@/modules/deletion/queries'
import { hasPassword, isRecentSignIn } from '@/modules/deletion/session-checks'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('dataDeletion', '/data-deletion', { index: false })

// Guarded: the proxy sends visitors to login, and the page checks the session again.
export default async function Page({ params }: PageProps<'/[locale]/data-deletion'>) {
  const locale = await localeOf(params)
  const { user, session } = await requireUser(locale, '/data-deletion')
  const subject = { userId: user.id, email: user.email.toLowerCase() }
  const items = await describeDeletion(subject)
  const recent = isRecentSignIn(session.createdAt)
  const reauth = recent ? 'none' : (await hasPassword(user.id)) ? 'password' : 'sign-in'
  return <AccountDeletionPage locale={locale} email={user.email} items={items} reauth={reauth} />
}
