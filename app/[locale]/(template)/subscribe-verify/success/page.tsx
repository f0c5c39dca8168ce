import { localeOf } from '@/i18n/params'
import { VerifySuccess } from '@/modules/newsletter/components/verify-success'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('subscribeVerifySuccess', '/subscribe-verify/success', {
  index: false,
})

export default async function Page({ params }: PageProps<'/[locale]/subscribe-verify/success'>) {
  return <VerifySuccess locale={await localeOf(params)} />
}
