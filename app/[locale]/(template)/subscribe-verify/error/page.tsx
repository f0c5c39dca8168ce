import { localeOf } from '@/i18n/params'
import { VerifyError } from '@/modules/newsletter/components/verify-error'
import { ZVerifyErrorReason } from '@/modules/newsletter/schemas'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('subscribeVerifyError', '/subscribe-verify/error', {
  index: false,
})

export default async function Page({ params, searchParams }: PageProps<'/[locale]/subscribe-verify/error'>) {
  const reason = ZVerifyErrorReason.parse((await searchParams).reason)
  return <VerifyError locale={await localeOf(params)} reason={reason} />
}
