import { localeOf } from '@/i18n/params'
import { DeletionDone } from '@/modules/deletion/components/deletion-done'
import { deletionMetadata } from '@/modules/deletion/metadata'

export const generateMetadata = deletionMetadata('done')

export default async function Page({ params }: PageProps<'/[locale]/start-data-deletion/done'>) {
  return <DeletionDone locale={await localeOf(params)} />
}
