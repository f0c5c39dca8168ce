import { localeOf } from '@/i18n/params'
import { ChallengeInvitePage, challengeInviteMetadata } from '@/modules/challenges/components/challenge-pages'

export const generateMetadata = challengeInviteMetadata

export default async function Page({ params }: PageProps<'/[locale]/challenge-invite/[id]'>) {
  const locale = await localeOf(params)
  const { id } = await params
  return <ChallengeInvitePage id={id} locale={locale} />
}
