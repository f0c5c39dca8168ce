// Pure date and money arithmetic of a certificate. No server-only imports: the certificate's
// stats island recomputes the same numbers in the viewer's time zone.
import { daysBetween, getTodayIn, type TIsoDate } from '@/lib/calendar'

/**
 * Smoke-free days counted in the viewer's time zone: 0 on the quit day, 1 the day after. A quit
 * date that is still ahead in the viewer's zone counts 0.
 */
export function countSmokeFreeDays(quitDate: TIsoDate, now: Date, timeZone: string): number {
  return Math.max(0, daysBetween(quitDate, getTodayIn(now, timeZone)))
}

/**
 * Money not spent, in minor units (cents), for the days smoke-free: cigarettes a day × days ×
 * pack price ÷ cigarettes in a pack. Null when the certificate does not say how much was smoked.
 */
export function computeMoneySaved(input: {
  days: number
  cigarettesPerDay: number | null
  packPriceMinor: number | null
  packSize: number
}): number | null {
  if (input.cigarettesPerDay == null || input.packPriceMinor == null || input.packSize <= 0) return null
  return Math.round((input.days * input.cigarettesPerDay * input.packPriceMinor) / input.packSize)
}

/**
 * What happens to the body after quitting, by smoke-free day (WHO, "Health benefits of smoking
 * cessation"; US Surgeon General 2020). Keys name the messages under certificates.milestones.
 */
export const HEALTH_MILESTONES = [
  { key: 'carbonMonoxide', day: 1 },
  { key: 'tasteAndSmell', day: 2 },
  { key: 'breathing', day: 3 },
  { key: 'circulation', day: 14 },
  { key: 'lungFunction', day: 90 },
  { key: 'coughing', day: 270 },
  { key: 'heartRiskHalved', day: 365 },
  { key: 'strokeRisk', day: 1826 },
  { key: 'lungCancerRisk', day: 3652 },
  { key: 'heartRiskNonSmoker', day: 5479 },
] as const
export type THealthMilestone = (typeof HEALTH_MILESTONES)[number]['key']

/** The next milestone still ahead after `days` smoke-free days, or null when all are reached. */
export function findNextMilestone(
  days: number,
): { key: THealthMilestone; day: number; daysLeft: number } | null {
  const next = HEALTH_MILESTONES.find((milestone) => milestone.day > days)
  return next ? { key: next.key, day: next.day, daysLeft: next.day - days } : null
}

/** The last milestone reached, or null before the first. */
export function findReachedMilestone(days: number): THealthMilestone | null {
  const reached = HEALTH_MILESTONES.filter((milestone) => milestone.day <= days)
  return reached.at(-1)?.key ?? null
}
