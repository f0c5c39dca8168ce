import type { TLocale } from '@/i18n/locales'
import { ChallengeInvitePage, challengeInviteMetadata } from '@/modules/challenges/components/challenge-pages'

export const generateMetadata = challengeInviteMetadata

export default async function Page({ params }: PageProps<'/[locale]/challenge-invite/[id]'>) {
  const { locale, id } = await params
  return <ChallengeInvitePage id={id} locale={locale as TLocale} />
}
