// `npm run audit`: the known advisories of the packages the site runs (`npm audit --omit=dev`).
// Where the advisory endpoint cannot be reached (a registry mirror without it, no network), it
// says so plainly and exits 2, so nobody mistakes "not checked" for "nothing found".
import { spawnSync } from 'node:child_process'

type TAuditReport = {
  metadata?: { vulnerabilities?: Record<string, number> }
  vulnerabilities?: Record<string, { severity: string; via: unknown[]; fixAvailable: unknown }>
  message?: string
  statusCode?: number
}

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
  encoding: 'utf8',
  maxBuffer: 32 * 1024 * 1024,
})
let report: TAuditReport
try {
  report = JSON.parse(run.stdout) as TAuditReport
} catch {
  console.error(`npm audit gave no report (exit ${run.status}):\n${run.stderr.trim()}`)
  process.exit(2)
}

if (!report.metadata) {
  const reason = report.message ?? run.stderr.trim().split('\n').at(-1) ?? 'unknown error'
  console.error(
    `NOT CHECKED: the advisory endpoint could not be reached (${reason}).\n` +
      'Run `npm run audit` where the public npm registry is reachable, or rely on Renovate’s vulnerability alerts (renovate.json).',
  )
  process.exit(2)
}

const counts = report.metadata.vulnerabilities ?? {}
const total = Object.values(counts).reduce((sum, n) => sum + n, 0)
if (total === 0) {
  console.log('npm audit: no known advisories for the runtime dependencies.')
  process.exit(0)
}
for (const [name, entry] of Object.entries(report.vulnerabilities ?? {})) {
  console.log(`${entry.severity.padEnd(8)} ${name} (fix available: ${entry.fixAvailable ? 'yes' : 'no'})`)
}
console.log(`npm audit: ${total} advisories (${JSON.stringify(counts)}).`)
process.exit(1)
