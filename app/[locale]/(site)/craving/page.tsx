import { localeOf } from '@/i18n/params'
import { CravingPage, cravingMetadata } from '@/modules/companion/components/craving-page'

export const generateMetadata = cravingMetadata

export default async function Page({ params }: PageProps<'/[locale]/craving'>) {
  return <CravingPage locale={await localeOf(params)} />
}
