// The guided breathing exercise of /craving: pure timing, so tests and the island agree.

/** One breath: in through the nose, hold, slowly out (a longer out-breath calms). Seconds. */
export const BREATH_PHASES = [
  { phase: 'in', seconds: 4 },
  { phase: 'hold', seconds: 4 },
  { phase: 'out', seconds: 6 },
] as const
export type TBreathPhase = (typeof BREATH_PHASES)[number]['phase']

export const BREATH_SECONDS = BREATH_PHASES.reduce((sum, p) => sum + p.seconds, 0)
/** 13 breaths of 14 s: a little over three minutes, about as long as a craving peaks. */
export const BREATH_COUNT = 13
export const EXERCISE_SECONDS = BREATH_COUNT * BREATH_SECONDS

export type TBreathMoment =
  | { done: true }
  | { done: false; breath: number; phase: TBreathPhase; secondsLeft: number; phaseSeconds: number }

/** Where the exercise stands `elapsed` whole seconds after the start. */
export function getBreathMoment(elapsed: number): TBreathMoment {
  if (elapsed >= EXERCISE_SECONDS) return { done: true }
  const breath = Math.floor(elapsed / BREATH_SECONDS)
  let within = elapsed - breath * BREATH_SECONDS
  for (const { phase, seconds } of BREATH_PHASES) {
    if (within < seconds)
      return { done: false, breath: breath + 1, phase, secondsLeft: seconds - within, phaseSeconds: seconds }
    within -= seconds
  }
  return { done: true }
}
