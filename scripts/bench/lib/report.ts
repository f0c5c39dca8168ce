// Results of the production-quality scripts go into docs/benchmarks.md, newest run first, with
// the machine and the targets beside the figures.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { root } from './app-process'

const reportFile = path.join(root, 'docs/benchmarks.md')
const MARKER = '<!-- runs: newest first; the scripts insert below this line -->'

export function describeMachine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU'
  const memory = Math.round(os.totalmem() / 2 ** 30)
  const load = os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')
  const commit = spawnSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' })
  const dirty = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' })
  const revision =
    commit.status === 0
      ? `${commit.stdout.trim()}${dirty.stdout.trim() ? ' + uncommitted changes' : ''}`
      : 'no git checkout (snapshot)'
  return `${os.hostname()}: ${os.cpus().length} × ${cpu}, ${memory} GiB, Node ${process.version}, load average at start ${load}; source ${revision}`
}

export function formatTable(header: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Inserts one run's section below the marker (the file is created with its intro when missing). */
export function appendRun(title: string, body: string, machine: string): void {
  const stamp = new Date().toISOString().replace(/\.\d+Z$/, 'Z')
  const section = `### ${stamp} — ${title}\n\nMachine: ${machine}\n\n${body.trim()}\n`
  const current = fs.existsSync(reportFile)
    ? fs.readFileSync(reportFile, 'utf8')
    : `# Benchmarks\n\n${MARKER}\n`
  const text = current.includes(MARKER)
    ? current.replace(MARKER, `${MARKER}\n\n${section}`)
    : `${current.trimEnd()}\n\n${MARKER}\n\n${section}`
  fs.writeFileSync(reportFile, text)
  // The repository's formatter aligns the tables, so `biome check` stays green after a run.
  spawnSync(path.join(root, 'node_modules/.bin/biome'), ['format', '--write', reportFile], {
    cwd: root,
    stdio: 'ignore',
  })
  console.log(`\nwritten to ${path.relative(root, reportFile)}`)
}

export function ms(value: number): string {
  return `${value.toFixed(value < 10 ? 1 : 0)} ms`
}

export function pct(value: number): string {
  return `${Math.round(value * 100)} %`
}

export function verdict(ok: boolean): string {
  return ok ? 'met' : '**not met**'
}
