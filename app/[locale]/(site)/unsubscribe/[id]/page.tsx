import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { localeOf } from '@/i18n/params'
import { UnsubscribePanel } from '@/modules/newsletter/components/unsubscribe-panel'
import { getUnsubscribeView } from '@/modules/newsletter/queries'
import { ZSubscriptionId } from '@/modules/newsletter/schemas'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('unsubscribe', undefined, { index: false })

// Validity check: an unknown subscription id is a 404 (docs/ARCHITECTURE.md, product rules).
export default async function Page({ params }: PageProps<'/[locale]/unsubscribe/[id]'>) {
  await connection()
  const locale = await localeOf(params)
  const { id } = await params
  const subscriptionId = ZSubscriptionId.safeParse(id)
  const view = subscriptionId.success ? await getUnsubscribeView(subscriptionId.data) : null
  if (!view) notFound()
  return <UnsubscribePanel locale={locale} view={view} />
}
