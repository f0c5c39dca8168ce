import { StartDeletionPage } from '@/modules/deletion/components/start-deletion-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('startDataDeletion', '/start-data-deletion')

export default async function Page({ params }: PageProps<'/[locale]/start-data-deletion'>) {
  return <StartDeletionPage locale={(await params).locale} />
}
