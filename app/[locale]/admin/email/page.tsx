import type { TLocale } from '@/i18n/locales'
import { EmailPage } from '@/modules/broadcasts/components/email-page'
import { placeholderMetadata } from '@/modules/site/placeholder-page'

export const generateMetadata = placeholderMetadata('adminEmail', '/admin/email', { index: false })

export default async function Page({ params, searchParams }: PageProps<'/[locale]/admin/email'>) {
  return <EmailPage locale={(await params).locale as TLocale} searchParams={await searchParams} />
}
