import type { TLocale } from '@/i18n/locales'
import { CampaignsPage } from '@/modules/codes/components/campaigns-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('adminCodeCampaigns', '/admin/code-campaigns', {
  index: false,
})

export default async function Page({ params }: PageProps<'/[locale]/admin/code-campaigns'>) {
  return <CampaignsPage locale={(await params).locale as TLocale} />
}
