import { VerifyError } from '@/modules/newsletter/components/verify-error'
import { ZVerifyErrorReason } from '@/modules/newsletter/schemas'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('subscribeVerifyError', '/subscribe-verify/error', {
  index: false,
})

export default async function Page({ params, searchParams }: PageProps<'/[locale]/subscribe-verify/error'>) {
  const reason = ZVerifyErrorReason.parse((await searchParams).reason)
  return <VerifyError locale={(await params).locale} reason={reason} />
}
