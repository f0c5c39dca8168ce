import { VerifySuccess } from '@/modules/newsletter/components/verify-success'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('subscribeVerifySuccess', '/subscribe-verify/success', {
  index: false,
})

export default async function Page({ params }: PageProps<'/[locale]/subscribe-verify/success'>) {
  return <VerifySuccess locale={(await params).locale} />
}
