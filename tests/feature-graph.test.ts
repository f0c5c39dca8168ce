import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildFeatureGraph, cruise, describeCycles, findCycles } from './support/feature-graph'

// The tiers of docs/ARCHITECTURE.md hold only if no feature reaches another that reaches it back
// (decision 062): dependency-cruiser's `no-import-loop` sees loops between files, this test sees
// them between features, the platform folders included.
describe('the feature-level import graph', () => {
  it('has no cycle (runtime imports; tests left out)', async () => {
    const edges = buildFeatureGraph(await cruise(process.cwd(), ['modules', 'lib', 'db', 'i18n']))
    expect(edges.length).toBeGreaterThan(20)
    expect(describeCycles(edges)).toEqual([])
  }, 120_000)

  it('fails on a deliberate back import, but not on a type-only one or a test helper', async () => {
    const fixture = path.join(process.cwd(), 'tests/fixtures/feature-graph')
    const edges = buildFeatureGraph(await cruise(fixture, ['modules']))
    expect(edges.map((edge) => `${edge.from} → ${edge.to}`)).toEqual([
      'alpha → beta',
      'beta → gamma',
      'gamma → alpha',
    ])
    expect(findCycles(edges)).toEqual([['alpha', 'beta', 'gamma']])
    expect(describeCycles(edges)[0]).toContain('modules/gamma/back-import.ts → modules/alpha/public.ts')
    expect(findCycles(edges.filter((edge) => edge.from !== 'gamma'))).toEqual([])
  }, 60_000)
})
