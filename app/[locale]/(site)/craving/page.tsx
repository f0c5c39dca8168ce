import { localeOf } from '@/i18n/params'
import { CravingPage, cravingMetadata } from '@/modules/companion/components/craving-page'
import { CravingPlans } from '@/modules/coping-plans/components/craving-plans'
import { QuitSupportServices } from '@/modules/quit-support/components/quit-support-services'

export const generateMetadata = cravingMetadata

// Static and public (it works offline): the person's if-then plans come in the browser.
export default async function Page({ params }: PageProps<'/[locale]/craving'>) {
  const locale = await localeOf(params)
  return (
    <CravingPage
      locale={locale}
      top={<CravingPlans locale={locale} />}
      bottom={<QuitSupportServices locale={locale} />}
    />
  )
}
