import { setRequestLocale } from 'next-intl/server'
import { localeOf } from '@/i18n/params'
import { requireUser } from '@/modules/auth/session'
import { ChallengeCreatePage, challengeCreateMetadata } from '@/modules/challenges/components/challenge-pages'

export const generateMetadata = challengeCreateMetadata

export default async function Page({ params }: PageProps<'/[locale]/challenges/new'>) {
  const locale = await localeOf(params)
  setRequestLocale(locale)
  await requireUser(locale, '/challenges/new')
  return <ChallengeCreatePage locale={locale} />
}
