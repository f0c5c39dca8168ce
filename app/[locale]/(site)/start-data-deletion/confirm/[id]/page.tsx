import { connection } from 'next/server'
import { isDeletionLinkValid } from '@/modules/deletion/commands'
import { ConfirmDeletionPage } from '@/modules/deletion/components/confirm-deletion-page'
import { deletionMetadata } from '@/modules/deletion/metadata'
import { ZDeletionToken } from '@/modules/deletion/schemas'

export const generateMetadata = deletionMetadata('confirm')

// The mailed link only shows the button: opening a link must never delete (mail scanners).
export default async function Page({ params }: PageProps<'/[locale]/start-data-deletion/confirm/[id]'>) {
  await connection()
  const { locale, id } = await params
  const token = ZDeletionToken.safeParse(id)
  const valid = token.success && (await isDeletionLinkValid(token.data))
  return <ConfirmDeletionPage locale={locale} token={valid ? id : null} />
}
