import { setRequestLocale } from 'next-intl/server'
import type { TLocale } from '@/i18n/locales'
import { requireUser } from '@/modules/auth/session'
import { ChallengeCreatePage, challengeCreateMetadata } from '@/modules/challenges/components/challenge-pages'

export const generateMetadata = challengeCreateMetadata

export default async function Page({ params }: PageProps<'/[locale]/challenges/new'>) {
  const locale = (await params).locale as TLocale
  setRequestLocale(locale)
  await requireUser(locale, '/challenges/new')
  return <ChallengeCreatePage locale={locale} />
}
