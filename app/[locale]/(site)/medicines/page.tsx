import { localeOf } from '@/i18n/params'
import { MedicinesIndexPage, medicinesIndexMetadata } from '@/modules/medicines/components/medicine-pages'

export const generateMetadata = medicinesIndexMetadata

export default async function Page({ params }: PageProps<'/[locale]/medicines'>) {
  return <MedicinesIndexPage locale={await localeOf(params)} />
}
