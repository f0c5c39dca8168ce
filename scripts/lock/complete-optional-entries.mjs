// After `npm install`: this machine's registry mirror holds no builds of other platforms'
// optional binaries, so npm leaves them out of package-lock.json and `npm ci` then calls the lock
// out of sync. This adds an entry (version, os/cpu/libc, no tarball) for each missing optional
// dependency; npm skips them on other platforms. Usage: node scripts/lock/complete-optional-entries.mjs

import { execSync } from 'node:child_process'
import fs from 'node:fs'

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'))
const pk = lock.packages
const missing = new Map()
for (const [path, meta] of Object.entries(pk)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies ?? {})) {
    let base = path
    let found = false
    while (true) {
      const cand = `${base ? `${base}/` : ''}node_modules/${name}`
      if (pk[cand]) {
        found = true
        break
      }
      if (!base) break
      const idx = base.lastIndexOf('/node_modules/')
      base = idx === -1 ? '' : base.slice(0, idx)
    }
    if (!found) missing.set(name, { range, from: path })
  }
}
const view = (spec) => {
  try {
    const o = JSON.parse(
      execSync(`npm view ${spec} --json version dist.integrity os cpu libc license 2>/dev/null`, {
        encoding: 'utf8',
      }),
    )
    return Array.isArray(o) ? o.at(-1) : o
  } catch {
    return null
  }
}
for (const [name, { range, from }] of missing) {
  const exact = view(`${name}@"${range}"`)
  const any = exact ?? view(name)
  const entry = { version: range.replace(/^[\^~]/, '') }
  if (exact) entry.integrity = exact['dist.integrity']
  const src = any ?? {}
  const parts = name.split('/').pop().split('-')
  entry.cpu = src.cpu ?? [
    parts.find((p) => ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'wasm32'].includes(p)) ??
      'x64',
  ]
  if (pk[from]?.dev) entry.dev = true
  if (src.license) entry.license = src.license
  entry.optional = true
  entry.os = src.os ?? [
    parts.find((p) =>
      ['android', 'darwin', 'freebsd', 'linux', 'win32', 'openbsd', 'sunos', 'aix', 'netbsd'].includes(p),
    ) ?? 'unknown',
  ]
  if (src.libc) entry.libc = src.libc
  else if (name.includes('musl')) entry.libc = ['musl']
  pk[`node_modules/${name}`] = entry
  console.log(
    'added',
    name,
    entry.version,
    exact ? 'exact' : any ? 'meta-from-latest' : 'inferred',
    JSON.stringify(entry.os),
    JSON.stringify(entry.cpu),
    JSON.stringify(entry.libc ?? ''),
  )
}
const sorted = {}
for (const k of Object.keys(pk).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : a > b ? 1 : 0)))
  sorted[k] = pk[k]
lock.packages = sorted
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`)
