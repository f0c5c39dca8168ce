// A page held against a yardstick page measured in turns with it (yardstick, page, yardstick,
// page, …), for ratios that one machine's drift does not decide: two runs of the same page seconds
// apart differed by up to 2.5 × on a quiet 2-core machine, and a page measured once beside a
// yardstick measured minutes before passed or failed by chance. Each turn's pair is one ratio
// (page ÷ yardstick, the two runs next to each other in time); the median ratio is the figure.
import type { TLoadResult } from './load'

export type TInTurns<T extends TLoadResult> = {
  /** The page's run with the median req/s (its failures: those of every run). */
  result: T
  /** The yardstick's run with the median req/s. */
  baseline: T
  /** page ÷ yardstick of each turn, in order. */
  ratios: number[]
  /** The median of `ratios`. */
  ratio: number
}

export async function measureInTurns<T extends TLoadResult>(
  turns: number,
  measureBaseline: (turn: number) => Promise<T>,
  measurePage: (turn: number) => Promise<T>,
): Promise<TInTurns<T>> {
  const pageRuns: T[] = []
  const baselineRuns: T[] = []
  for (let turn = 1; turn <= turns; turn += 1) {
    baselineRuns.push(await measureBaseline(turn))
    pageRuns.push(await measurePage(turn))
  }
  const ratios = pageRuns.map(
    (run, index) => run.requestsPerSecond / Math.max(1e-9, baselineRuns[index]?.requestsPerSecond ?? 0),
  )
  return { result: medianRun(pageRuns), baseline: medianRun(baselineRuns), ratios, ratio: medianOf(ratios) }
}

export function medianOf(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (middle === undefined) throw new Error('no values to take a median of')
  return middle
}

/** The run with the median req/s; the failures of every run count, not only the median's. */
export function medianRun<T extends TLoadResult>(runs: T[]): T {
  const sorted = [...runs].sort((a, b) => a.requestsPerSecond - b.requestsPerSecond)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (!middle) throw new Error('no runs to take a median of')
  return {
    ...middle,
    non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  }
}

/** "81 % (turns 69, 81, 86 %)". */
export function formatRatio(inTurns: { ratio: number; ratios: number[] }): string {
  const percent = (value: number) => (value * 100).toFixed(0)
  return `${percent(inTurns.ratio)} % (turns ${inTurns.ratios.map(percent).join(', ')} %)`
}
