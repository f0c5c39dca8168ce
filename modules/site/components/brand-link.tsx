import { useTranslations } from 'next-intl'
import { SiteLink } from './site-link'

/** The site's name, linking home: the whole header of the layouts without navigation. */
export function BrandLink({ className }: { className: string }) {
  const meta = useTranslations('meta')
  return (
    <SiteLink href="/" className={className}>
      {meta('siteName')}
    </SiteLink>
  )
}
