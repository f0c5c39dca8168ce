import type { TLocale } from '@/i18n/locales'
import { SecondStepPage, secondStepMetadata } from '@/modules/second-factor/components/second-step-page'

export const generateMetadata = secondStepMetadata

export default async function Page({ params }: PageProps<'/[locale]/login/second-factor'>) {
  return <SecondStepPage locale={(await params).locale as TLocale} />
}
