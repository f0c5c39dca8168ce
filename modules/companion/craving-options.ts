// What a craving can be logged with and what /craving suggests doing: plain lists, no server or
// validation code, so client islands of other features can offer the same choices (shared.ts).

/** The triggers offered when logging a craving (messages: companion.triggers.*). */
export const CRAVING_TRIGGERS = ['stress', 'coffee', 'alcohol', 'meal', 'boredom', 'social', 'other'] as const
export type TCravingTrigger = (typeof CRAVING_TRIGGERS)[number]

/** Quick things to do for the few minutes a craving lasts (messages: companion.craving.ideas). */
export const CRAVING_IDEAS = ['water', 'walk', 'hands', 'call', 'brush', 'delay'] as const
