import { connection } from 'next/server'
import { redirect } from '@/i18n/navigation'
import { localeOf } from '@/i18n/params'
import { verifySubscriptionLink } from '@/modules/newsletter/commands'

// Opening the mailed link confirms the subscription once (double opt-in): a valid token goes
// to the success page, an unknown, used or expired one to the error page with its reason.
export default async function Page({ params }: PageProps<'/[locale]/subscribe-verify/[id]'>) {
  await connection()
  const locale = await localeOf(params)
  const { id } = await params
  const outcome = await verifySubscriptionLink(id)
  if (outcome.ok) redirect({ href: '/subscribe-verify/success', locale: locale })
  redirect({
    href: { pathname: '/subscribe-verify/error', query: { reason: outcome.ok ? 'unknown' : outcome.reason } },
    locale: locale,
  })
}
