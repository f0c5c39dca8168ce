import { execFile } from 'node:child_process'
import path from 'node:path'
import { promisify } from 'node:util'

// The import graph between features (decision 062): one node per `modules/<feature>/` and one per
// platform folder (lib, db, i18n), an edge where a file of one imports a file of another at
// runtime. Type-only imports vanish when compiled and tests set up state from anywhere, so
// neither counts. dependency-cruiser reads the imports (the same reading `npm run lint:imports`
// uses); this file only folds its file graph into the feature graph and looks for cycles in it.

type TCruisedDependency = { resolved: string; dependencyTypes: string[] }
type TCruisedModule = { source: string; dependencies: TCruisedDependency[] }
export type TCruiseResult = { modules: TCruisedModule[] }

/** An edge between two units, with one file import that makes it (for the failure message). */
export type TFeatureEdge = { from: string; to: string; example: string }

const root = process.cwd()

/** dependency-cruiser's JSON for `folders`, read from `cwd` with the repository's configuration. */
export async function cruise(cwd: string, folders: readonly string[]): Promise<TCruiseResult> {
  const bin = path.join(root, 'node_modules/.bin/depcruise')
  const args = [...folders, '--config', path.join(root, '.dependency-cruiser.cjs'), '--output-type', 'json']
  const run = promisify(execFile)
  // A rule violation makes the exit code non-zero; the graph is complete all the same.
  const output = await run(bin, args, { cwd, maxBuffer: 256 * 1024 * 1024 }).catch(
    (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
  )
  return JSON.parse(output.stdout) as TCruiseResult
}

/**
 * The unit a file belongs to: its feature (`auth`), or its platform folder with its slash
 * (`lib/`, `db/`, `i18n/`: the feature `modules/i18n` is another unit); null for anything else.
 */
export function unitOf(file: string): string | null {
  const feature = /^modules\/([^/]+)\//.exec(file)
  if (feature) return feature[1]!
  const platform = /^(lib|db|i18n)\//.exec(file)
  return platform ? `${platform[1]}/` : null
}

/** Files that are not part of the running app: tests and their helpers. */
export function isTestFile(file: string): boolean {
  return /\.test\.tsx?$/.test(file) || /(^|\/)(testing\.ts|testing\/|tests\/|fixtures\/)/.test(file)
}

function isRuntimeImport(dependency: TCruisedDependency): boolean {
  return !dependency.dependencyTypes.some((type) => type === 'type-only' || type === 'type-import')
}

/** The edges between units, one per ordered pair. */
export function buildFeatureGraph(result: TCruiseResult): TFeatureEdge[] {
  const edges = new Map<string, TFeatureEdge>()
  for (const module of result.modules) {
    const from = unitOf(module.source)
    if (!from || isTestFile(module.source)) continue
    for (const dependency of module.dependencies) {
      const to = unitOf(dependency.resolved)
      if (!to || to === from || !isRuntimeImport(dependency)) continue
      const key = `${from} → ${to}`
      if (!edges.has(key)) edges.set(key, { from, to, example: `${module.source} → ${dependency.resolved}` })
    }
  }
  return [...edges.values()].sort((a, b) => `${a.from}${a.to}`.localeCompare(`${b.from}${b.to}`))
}

/** The groups of units that reach each other (Tarjan's strongly connected components of size > 1). */
export function findCycles(edges: readonly TFeatureEdge[]): string[][] {
  const next = new Map<string, string[]>()
  for (const edge of edges) next.set(edge.from, [...(next.get(edge.from) ?? []), edge.to])
  const nodes = [...new Set(edges.flatMap((edge) => [edge.from, edge.to]))].sort()
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  let counter = 0

  function visit(node: string) {
    index.set(node, counter)
    low.set(node, counter)
    counter += 1
    stack.push(node)
    onStack.add(node)
    for (const target of next.get(node) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(node, Math.min(low.get(node)!, low.get(target)!))
      } else if (onStack.has(target)) {
        low.set(node, Math.min(low.get(node)!, index.get(target)!))
      }
    }
    if (low.get(node) !== index.get(node)) return
    const component: string[] = []
    let member: string | undefined
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== node)
    if (component.length > 1) cycles.push(component.sort())
  }

  for (const node of nodes) if (!index.has(node)) visit(node)
  return cycles.sort((a, b) => a.join().localeCompare(b.join()))
}

/** Each cycle with the imports that close it: what a failing test prints. */
export function describeCycles(edges: readonly TFeatureEdge[]): string[] {
  return findCycles(edges).map((members) => {
    const inside = edges.filter((edge) => members.includes(edge.from) && members.includes(edge.to))
    return `${members.join(' ⇄ ')}:\n${inside.map((edge) => `  ${edge.from} → ${edge.to} (${edge.example})`).join('\n')}`
  })
}
