import { localeOf } from '@/i18n/params'
import { CampaignsPage } from '@/modules/codes/components/campaigns-page'
import { pageMetadata } from '@/modules/site/page-metadata'

export const generateMetadata = pageMetadata('adminCodeCampaigns', '/admin/code-campaigns', {
  index: false,
})

export default async function Page({ params }: PageProps<'/[locale]/admin/code-campaigns'>) {
  return <CampaignsPage locale={await localeOf(params)} />
}
