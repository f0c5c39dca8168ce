import type { TLocale } from '@/i18n/locales'
import { CravingPage, cravingMetadata } from '@/modules/companion/components/craving-page'

export const generateMetadata = cravingMetadata

export default async function Page({ params }: PageProps<'/[locale]/craving'>) {
  return <CravingPage locale={(await params).locale as TLocale} />
}
