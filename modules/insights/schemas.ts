import { z } from 'zod'

/** The periods /progress/insights offers, in days; a year by default (it also shows a first week). */
export const INSIGHT_PERIODS = ['30', '90', '365'] as const
export type TInsightPeriod = (typeof INSIGHT_PERIODS)[number]

/** `?period=`: anything else is the default, so an edited address still shows the page. */
export const ZInsightPeriod = z.enum(INSIGHT_PERIODS).catch('365')

/** What the doctor's report can hold; the person ticks each part (nothing is in by default). */
export const REPORT_SECTIONS = [
  'quitDate',
  'smokeFreeDays',
  'cigarettesBefore',
  'dependence',
  'medicine',
  'slips',
  'cravings',
] as const
export type TReportSection = (typeof REPORT_SECTIONS)[number]

/**
 * `?include=quitDate&include=slips…`: known parts in their fixed order, each once; unknown values
 * are left out (a tampered address never adds anything).
 */
export function parseReportSections(values: readonly string[]): TReportSection[] {
  return REPORT_SECTIONS.filter((section) => values.includes(section))
}
