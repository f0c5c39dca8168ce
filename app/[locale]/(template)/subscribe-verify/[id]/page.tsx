import { redirect } from 'next/navigation'
import { connection } from 'next/server'
import { servedPath, servedUrl } from '@/i18n/locale-path'
import { localeOf } from '@/i18n/params'
import { verifySubscriptionLink } from '@/modules/newsletter/commands'

// Opening the mailed link confirms the subscription once (double opt-in): a valid token goes
// to the success page, an unknown, used or expired one to the error page with its reason.
export default async function Page({ params }: PageProps<'/[locale]/subscribe-verify/[id]'>) {
  await connection()
  const locale = await localeOf(params)
  const { id } = await params
  const outcome = await verifySubscriptionLink(id)
  if (outcome.ok) redirect(servedPath(locale, '/subscribe-verify/success'))
  redirect(servedUrl(locale, '/subscribe-verify/error', { reason: outcome.reason }))
}
