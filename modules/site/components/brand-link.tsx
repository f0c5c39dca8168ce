import { getTranslations } from 'next-intl/server'
import { Link } from '@/i18n/navigation'

/** The site's name, linking home: the whole header of the layouts without navigation. */
export async function BrandLink({ className }: { className: string }) {
  const meta = await getTranslations('meta')
  return (
    <Link href="/" className={className}>
      {meta('siteName')}
    </Link>
  )
}
