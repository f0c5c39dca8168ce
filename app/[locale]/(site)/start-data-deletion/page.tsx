import { localeOf } from '@/i18n/params'
import { StartDeletionPage } from '@/modules/deletion/components/start-deletion-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('startDataDeletion', '/start-data-deletion')

export default async function Page({ params }: PageProps<'/[locale]/start-data-deletion'>) {
  return <StartDeletionPage locale={await localeOf(params)} />
}
