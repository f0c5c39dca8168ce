import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// The repository explains itself: a comment or a document cites a decision record that exists,
// or docs/ARCHITECTURE.md, never a document someone who clones Exhale does not have (the
// product design, a style guide, a developers' handbook, the replaced site's specification) or
// a number in an issue tracker they cannot see. A link to a public upstream issue
// (`vercel/next.js#62228`) is fine: anybody can open it.

const root = process.cwd()
const self = path.relative(root, import.meta.filename)

// Built from parts, so this file does not cite what it forbids.
const word = (...parts: string[]) => parts.join('')
const FORBIDDEN: { name: string; pattern: RegExp }[] = [
  { name: 'the design document', pattern: new RegExp(`\\b${word('DES', 'IGN')}\\b`) },
  { name: 'a developers’ handbook', pattern: new RegExp(`\\b${word('DEVEL', 'OPERS')}\\b`) },
  { name: 'a style guide', pattern: new RegExp(`docs/${word('STY', 'LE')}|\\b${word('STY', 'LE')}\\.md`) },
  { name: 'the replaced site’s specification', pattern: new RegExp(word('seed', '-spec'), 'i') },
  { name: 'an issue number', pattern: new RegExp(`\\b${word('iss', 'ues?')}\\s*#?\\d+`, 'i') },
  // `#21` on its own; not a colour in quotes, an HTML entity, or `owner/repo#21`.
  { name: 'an issue number', pattern: /(?<![\w/.&'"`#:-])#\d+\b(?![0-9a-fA-F])/ },
]

/** Text files tracked by git, without generated or vendored ones. */
function listTrackedTextFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '-z'], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return output
    .split('\0')
    .filter(Boolean)
    .filter((file) => !/^(node_modules|\.next|\.tmp|content|db\/migrations)\//.test(file))
    .filter((file) => !/(^|\/)package-lock\.json$/.test(file))
    .filter((file) =>
      /\.(ts|tsx|mts|mjs|cjs|js|json|md|css|sh|conf|yml|yaml|example|service|target)$|(^|\/)run$/.test(file),
    )
    .filter((file) => file !== self && fs.existsSync(path.join(root, file)))
}

const files = listTrackedTextFiles()
const texts = new Map(files.map((file) => [file, fs.readFileSync(path.join(root, file), 'utf8')]))

/** A comment that breaks a citation over two lines ("issue\n// 20") is read as one line. */
function joinCommentLines(text: string): string {
  return text.replace(/\n[ \t]*(?:\/\/|\*|#)?[ \t]*/g, ' ')
}

describe('citations in the repository', () => {
  it('cite no document outside the repository and no issue number', () => {
    const found: string[] = []
    for (const [file, text] of texts) {
      const lines = text.split('\n')
      for (const { name, pattern } of FORBIDDEN) {
        const global = new RegExp(pattern.source, `${pattern.flags}g`)
        for (const match of joinCommentLines(text).matchAll(global)) {
          const line = lines.findIndex((candidate) => candidate.includes(match[0].split(' ')[0]!)) + 1
          found.push(`${file}:${line}: ${name} ("${match[0]}")`)
        }
      }
    }
    expect(found).toEqual([])
  })

  it('cite only decisions that exist', () => {
    const folder = path.join(root, 'docs/decisions')
    const existing = new Set(
      fs
        .readdirSync(folder)
        .map((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1])
        .filter(Boolean),
    )
    const citation =
      /\b(?:[Dd]ecisions?|amends|extends|replaces|replaced by)\s+(\d{3}(?:(?:\s*,\s*|\s+and\s+|\s+or\s+|\s*[–-]\s*)\d{3})*)|docs\/decisions\/(\d{3})-/g
    const missing: string[] = []
    for (const [file, text] of texts) {
      for (const match of joinCommentLines(text).matchAll(citation)) {
        for (const number of (match[1] ?? match[2] ?? '').match(/\d{3}/g) ?? []) {
          if (!existing.has(number)) missing.push(`${file}: decision ${number}`)
        }
      }
    }
    expect(missing).toEqual([])
    // The check sees citations at all.
    expect([...texts.values()].some((text) => /decision 057/.test(text))).toBe(true)
  })
})
