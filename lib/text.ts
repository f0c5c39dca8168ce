/** `text` as a literal PostgreSQL regular expression (for case-insensitive replacing). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

// Characters that take no room on screen: the soft hyphen, zero-width space, joiners and marks,
// bidi controls, the word joiner and invisible operators, the byte order mark, the Hangul
// fillers and the blank Braille pattern, which fonts draw as nothing. Inside a text they stay
// (a joiner builds an emoji sequence); at its ends they are what a blank check must not count.
// Not every format character: the tag characters end a flag such as Scotland's.
const INVISIBLE =
  '\\s\\u00AD\\u061C\\u115F\\u1160\\u180E\\u200B-\\u200F\\u202A-\\u202E\\u2060-\\u2064\\u2066-\\u206F\\u2800\\u3164\\uFEFF\\uFFA0'
const EDGE = new RegExp(`^[${INVISIBLE}]+|[${INVISIBLE}]+$`, 'gu')

/**
 * `text` without the spaces and invisible characters at its ends: empty for a text that shows
 * nothing, so a blank check after it refuses a "reason" of zero-width spaces.
 */
export function trimInvisible(text: string): string {
  return text.replace(EDGE, '')
}
