import type { getFormatter, getTranslations } from 'next-intl/server'

type TFormat = Awaited<ReturnType<typeof getFormatter>>
type TTranslate = Awaited<ReturnType<typeof getTranslations<'adminCodes'>>>

/** "always", "from 1 Mar 2030", "until 31 Mar 2030" or "1 Mar 2030 – 31 Mar 2030" (UTC days). */
export function describeValidity(
  t: TTranslate,
  format: TFormat,
  validFrom: Date | null,
  validUntil: Date | null,
): string {
  const day = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeZone: 'UTC' })
  // validUntil is the first moment after the last valid day.
  const lastDay = validUntil ? new Date(validUntil.getTime() - 1) : null
  if (validFrom && lastDay) return t('between', { from: day(validFrom), until: day(lastDay) })
  if (validFrom) return t('from', { date: day(validFrom) })
  if (lastDay) return t('until', { date: day(lastDay) })
  return t('always')
}
