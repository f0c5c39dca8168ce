import { notFound } from 'next/navigation'
import { connection } from 'next/server'
import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { isDeletionLinkValid } from '@/modules/deletion/commands'
import { ConfirmDeletionPage } from '@/modules/deletion/components/confirm-deletion-page'
import { deletionMetadata } from '@/modules/deletion/metadata'
import { ZDeletionToken } from '@/modules/deletion/schemas'

export const generateMetadata = deletionMetadata('confirm')

// The mailed link only shows the button: opening a link must never delete (mail scanners).
export default async function Page({ params }: PageProps<'/[locale]/start-data-deletion/confirm/[id]'>) {
  await connection()
  const locale = await localeOf(params)
  const { id } = await params
  setRequestLocale(locale)
  const token = ZDeletionToken.safeParse(id)
  // Unknown, used or expired: 404 with the same friendly page (not-found.tsx beside this file).
  if (!token.success || !(await isDeletionLinkValid(token.data))) notFound()
  return <ConfirmDeletionPage locale={locale} token={token.data} />
}
