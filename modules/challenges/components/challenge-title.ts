/** The title shown for a challenge: one of the offered titles, translated, or the owner's own. */
export function getChallengeTitle(
  t: (key: string) => string,
  challenge: { titleKey: string | null; customTitle: string | null },
): string {
  return challenge.titleKey ? t(`titles.${challenge.titleKey}`) : (challenge.customTitle ?? '')
}
