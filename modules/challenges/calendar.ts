import { addDays, daysBetween, type TIsoDate } from '@/lib/calendar'

export const CHALLENGE_LENGTHS = [7, 14, 30] as const
export type TChallengeLength = (typeof CHALLENGE_LENGTHS)[number]

/** Titles offered in the start form; a custom title is stored as text instead. */
export const CHALLENGE_TITLE_KEYS = [
  'smokeFree',
  'noMorningCigarette',
  'smokeFreeHome',
  'breatheEasy',
] as const
export type TChallengeTitleKey = (typeof CHALLENGE_TITLE_KEYS)[number]

export type TChallengeState = 'upcoming' | 'running' | 'ended' | 'closed'

/** The challenge's last day: a 7-day challenge starting on the 1st ends on the 7th. */
export function getChallengeEndsOn(startsOn: TIsoDate, lengthDays: number): TIsoDate {
  return addDays(startsOn, lengthDays - 1)
}

export function getChallengeState(input: {
  startsOn: TIsoDate
  lengthDays: number
  closedAt: Date | null
  today: TIsoDate
}): TChallengeState {
  if (input.closedAt) return 'closed'
  if (daysBetween(input.today, input.startsOn) > 0) return 'upcoming'
  if (daysBetween(getChallengeEndsOn(input.startsOn, input.lengthDays), input.today) > 0) return 'ended'
  return 'running'
}

/** New participants are welcome until the challenge ends or its owner closes it. */
export function isJoinable(state: TChallengeState): boolean {
  return state === 'upcoming' || state === 'running'
}

/** Every day of the challenge, first to last. */
export function listChallengeDays(startsOn: TIsoDate, lengthDays: number): TIsoDate[] {
  return Array.from({ length: lengthDays }, (_, index) => addDays(startsOn, index))
}

/**
 * A day can be checked in once it has come (in the participant's zone) and while it belongs to
 * the challenge: late check-ins for forgotten days are fine, future ones are not.
 */
export function canCheckInDay(input: {
  day: TIsoDate
  startsOn: TIsoDate
  lengthDays: number
  today: TIsoDate
}): boolean {
  const offset = daysBetween(input.startsOn, input.day)
  return offset >= 0 && offset < input.lengthDays && daysBetween(input.day, input.today) >= 0
}
