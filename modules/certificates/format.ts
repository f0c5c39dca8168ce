// How a certificate writes its figures, the same on the page, in the PDF, the picture and the
// share title. No server-only imports: the stats island formats in the browser too.

/** Spaces a line may break at; every one inside a formatted figure becomes a no-break space. */
const BREAKABLE_SPACE = /[\u0020\u2000-\u200A]/g
const NO_BREAK_SPACE = '\u00A0'

/** Keeps a formatted figure on one line: "10 000,00 ₽" never breaks between digits or before "₽". */
export function keepTogether(text: string): string {
  return text.replace(BREAKABLE_SPACE, NO_BREAK_SPACE)
}

/** The quit date as people write it in the locale ("15 January 2024", "15. Januar 2024"). */
export function formatQuitDate(locale: string, quitDate: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${quitDate}T00:00:00Z`),
  )
}

/** Money in minor units (cents) as an amount in its currency, on one line. */
export function formatMoney(locale: string, minor: number, currency: string): string {
  return keepTogether(new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100))
}

/** A whole number in the locale's digits grouping, on one line ("1 234"). */
export function formatCount(locale: string, count: number): string {
  return keepTogether(new Intl.NumberFormat(locale).format(count))
}

/**
 * A sentence that ends with the date: some locales' dates already end in a period (Russian
 * "15 января 2024 г.", Hungarian style abbreviations), and the sentence's own full stop would
 * double it ("г.."). One period ends the sentence.
 */
export function withDate(sentence: string, date: string): string {
  if (!date.endsWith('.')) return sentence
  return sentence.split(`${date}.`).join(date)
}
