// /progress as a person's history grows, part of the personal bench: "a week" and "a year" of the
// programme (lib/progress-people.ts) on the same instance in the same run, at the personal part's
// connections and seconds, in the order week, year, year, week so a drift of the machine's load
// weighs on both alike. Cost is 1 / req/s; the target is the year at most 1.3 × the week.
import type { TLoadResult } from './load'
import { PROGRESS_PEOPLE, type TProgressPersonData, type TProgressPersonKind } from './progress-people'
import { ms, verdict } from './report'

// Target (docs/benchmarks.md).
export const YEAR_VS_WEEK_COST = 1.3

const ORDER: readonly TProgressPersonKind[] = ['week', 'year', 'year', 'week']
/** Seconds of load on each person's /progress before its first measured run. */
const WARM_SECONDS = 2

export type TScaleRun = TLoadResult & { cpuMsPerRequest: number }

export type TProgressScale = Record<TProgressPersonKind, { data: TProgressPersonData; runs: TScaleRun[] }> & {
  connections: number
  seconds: number
}

/** The mean requests per second of a person's runs. */
function requestsPerSecond(runs: readonly TScaleRun[]): number {
  return runs.reduce((sum, run) => sum + run.requestsPerSecond, 0) / Math.max(1, runs.length)
}

function cpuMsPerRequest(runs: readonly TScaleRun[]): number {
  const requests = runs.reduce((sum, run) => sum + run.requests, 0)
  return runs.reduce((sum, run) => sum + run.cpuMsPerRequest * run.requests, 0) / Math.max(1, requests)
}

/** The year's cost over the week's (cost = 1 / req/s), and the same from the app's CPU per request. */
export function costRatios(scale: TProgressScale): { requests: number; cpu: number } {
  return {
    requests: requestsPerSecond(scale.week.runs) / Math.max(requestsPerSecond(scale.year.runs), 1e-9),
    cpu: cpuMsPerRequest(scale.year.runs) / Math.max(cpuMsPerRequest(scale.week.runs), 1e-9),
  }
}

export function progressScaleMet(scale: TProgressScale): boolean {
  const runs = [...scale.week.runs, ...scale.year.runs]
  return (
    costRatios(scale).requests <= YEAR_VS_WEEK_COST &&
    runs.every((run) => run.requests > 0 && run.non2xx === 0 && run.errors === 0)
  )
}

/**
 * Measures both people's /progress. `warm` loads a URL unmeasured, `measure` is one measured run
 * with the app's CPU per request (the personal part's own helpers, with the person's cookie).
 */
export async function measureProgressScale(options: {
  url: string
  people: Record<TProgressPersonKind, { cookie: string; data: TProgressPersonData }>
  connections: number
  seconds: number
  warm: (url: string, cookie: string, seconds: number) => Promise<unknown>
  measure: (label: string, url: string, cookie: string) => Promise<TScaleRun>
}): Promise<TProgressScale> {
  const { url, people } = options
  const runs: Record<TProgressPersonKind, TScaleRun[]> = { week: [], year: [] }
  for (const kind of ['week', 'year'] as const) await options.warm(url, people[kind].cookie, WARM_SECONDS)
  for (const kind of ORDER) {
    const round = runs[kind].length + 1
    runs[kind].push(await options.measure(`/progress, a ${kind} ${round}/2`, url, people[kind].cookie))
  }
  return {
    connections: options.connections,
    seconds: options.seconds,
    week: { data: people.week.data, runs: runs.week },
    year: { data: people.year.data, runs: runs.year },
  }
}

function describePerson(kind: TProgressPersonKind, data: TProgressPersonData): string {
  const { days } = PROGRESS_PEOPLE[kind]
  return `quit ${days} days ago; ${data.checkIns} check-ins (${data.slips} slips), ${data.cravings} cravings, ${data.goals} savings goals (${data.goalsReached} reached), ${data.badges} badges earned`
}

export function formatProgressScale(scale: TProgressScale): string {
  const ratios = costRatios(scale)
  const row = (kind: TProgressPersonKind) => {
    const { data, runs } = scale[kind]
    return `| a ${kind}: ${describePerson(kind, data)} | ${runs.map((run) => run.requestsPerSecond.toFixed(1)).join(', ')} (mean ${requestsPerSecond(runs).toFixed(1)}) | ${runs.map((run) => ms(run.p99)).join(', ')} | ${ms(cpuMsPerRequest(runs))} | ${runs.reduce((sum, run) => sum + run.non2xx + run.errors, 0)} |`
  }
  return [
    `\`/progress\` signed in as a person with a week and a person with a year of the programme, on the same instance, ${scale.connections} connections, ${scale.seconds} s per run, in the order ${ORDER.join(', ')} after a ${WARM_SECONDS} s warm-up each:`,
    [
      '| person | req/s (run 1, run 2) | p99 (run 1, run 2) | app CPU per request | non-2xx + errors (0) |',
      '| --- | --- | --- | --- | --- |',
      row('week'),
      row('year'),
    ].join('\n'),
    `Cost of a year ÷ cost of a week (cost = 1 / req/s): **${ratios.requests.toFixed(2)}** — target ≤ ${YEAR_VS_WEEK_COST}: ${verdict(progressScaleMet(scale))}. From the app's CPU per request: ${ratios.cpu.toFixed(2)}.`,
  ].join('\n\n')
}
