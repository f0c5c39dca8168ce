import { localeOf } from '@/i18n/params'
import {
  listMedicineParams,
  MedicinePage,
  medicinePageMetadata,
} from '@/modules/medicines/components/medicine-pages'

// One static page per medicine and locale; any other type is a 404.
export const dynamicParams = false
export const generateStaticParams = listMedicineParams
export const generateMetadata = medicinePageMetadata

export default async function Page({ params }: PageProps<'/[locale]/medicines/[type]'>) {
  const { type } = await params
  return <MedicinePage locale={await localeOf(params)} type={type} />
}
