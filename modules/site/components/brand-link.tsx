import { getTranslations } from 'next-intl/server'
import { SiteLink } from './site-link'

/** The site's name, linking home: the whole header of the layouts without navigation. */
export async function BrandLink({ className }: { className: string }) {
  const meta = await getTranslations('meta')
  return (
    <SiteLink href="/" className={className}>
      {meta('siteName')}
    </SiteLink>
  )
}
