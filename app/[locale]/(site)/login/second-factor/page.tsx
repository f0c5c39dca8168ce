import { localeOf } from '@/i18n/params'
import { SecondStepPage, secondStepMetadata } from '@/modules/auth/components/second-factor/second-step-page'

export const generateMetadata = secondStepMetadata

export default async function Page({ params, searchParams }: PageProps<'/[locale]/login/second-factor'>) {
  const query = await searchParams
  const wanted = typeof query.redirect === 'string' ? query.redirect : null
  return (
    <SecondStepPage
      locale={await localeOf(params)}
      wanted={wanted}
      mode={query.mode === 'recovery' ? 'recovery' : 'app'}
    />
  )
}
