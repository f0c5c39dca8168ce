import { describe, expect, it } from 'vitest'
import type { TLoadResult } from './load'
import { formatRatio, measureInTurns, medianRun } from './turns'

const run = (requestsPerSecond: number, non2xx = 0): TLoadResult => ({
  url: 'http://127.0.0.1/',
  connections: 1,
  seconds: 1,
  requests: requestsPerSecond,
  requestsPerSecond,
  p50: 1,
  p99: 2,
  non2xx,
  errors: 0,
  timeouts: 0,
  statusCounts: {},
})

describe('measureInTurns', () => {
  it('takes each turn as one ratio and the median ratio as the figure', async () => {
    const baselines = [569, 411, 591]
    const pages = [332, 319, 528]
    const order: string[] = []
    const turns = await measureInTurns(
      3,
      async (turn) => {
        order.push(`baseline ${turn}`)
        return run(baselines[turn - 1] ?? 0)
      },
      async (turn) => {
        order.push(`page ${turn}`)
        return run(pages[turn - 1] ?? 0)
      },
    )
    expect(order).toEqual(['baseline 1', 'page 1', 'baseline 2', 'page 2', 'baseline 3', 'page 3'])
    expect(turns.ratios.map((ratio) => Math.round(ratio * 100))).toEqual([58, 78, 89])
    expect(Math.round(turns.ratio * 100)).toBe(78)
    expect(turns.result.requestsPerSecond).toBe(332)
    expect(turns.baseline.requestsPerSecond).toBe(569)
    expect(formatRatio(turns)).toBe('78 % (turns 58, 78, 89 %)')
  })
})

describe('medianRun', () => {
  it('keeps the median run and counts the failures of every run', () => {
    const median = medianRun([run(10, 1), run(30), run(20, 2)])
    expect(median.requestsPerSecond).toBe(20)
    expect(median.non2xx).toBe(3)
  })
})
