import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { checkContent } from './check'

const publicDir = path.resolve('public')
const temps: string[] = []
afterEach(() => {
  for (const dir of temps.splice(0)) fs.rmSync(dir, { recursive: true, force: true })
})

/** A copy of the shipped content to break. */
function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-check-'))
  temps.push(dir)
  fs.cpSync(path.resolve('content'), dir, { recursive: true })
  return dir
}

const REMOVE = Symbol('remove')

/** Sets (or removes, or appends to with `[]`) the value at a path like 'content.body[1].title'. */
function edit(dir: string, file: string, changes: Record<string, unknown>) {
  const full = path.join(dir, file)
  const story: unknown = JSON.parse(fs.readFileSync(full, 'utf8'))
  for (const [where, value] of Object.entries(changes)) {
    const keys = where.replace(/\[(\d*)\]/g, '.$1').split('.')
    const last = keys.pop()!
    let node = story as Record<string, unknown>
    for (const key of keys) node = node[key] as Record<string, unknown>
    if (value === REMOVE) delete node[last]
    else if (last === '' && Array.isArray(node)) node.push(value)
    else node[last] = value
  }
  fs.writeFileSync(full, JSON.stringify(story, null, 2))
}

const rel = (dir: string, file: string) => path.relative(process.cwd(), path.join(dir, file))

describe('content:check', () => {
  it('passes for the shipped content', () => {
    expect(checkContent({ contentDir: path.resolve('content'), publicDir })).toEqual([])
  })

  it('names the file and the field of a broken block', () => {
    const dir = copyContent()
    edit(dir, 'de/quit-smoking.json', { 'content.body[1].columns[0].title': REMOVE })
    expect(checkContent({ contentDir: dir, publicDir })).toContainEqual({
      file: rel(dir, 'de/quit-smoking.json'),
      field: 'content.body[1].columns[0].title',
      message: expect.stringContaining('expected string'),
    })
  })

  it('rejects unknown blocks, unknown fields and missing translations', () => {
    const dir = copyContent()
    edit(dir, 'fr/home.json', {
      'content.body[]': { _uid: 'x', component: 'carousel' },
      'content.body[0].headlin': 'typo',
    })
    fs.rmSync(path.join(dir, 'pl/posts/beat-cravings.json'))
    const issues = checkContent({ contentDir: dir, publicDir })
    expect(
      issues.some((i) => i.file === rel(dir, 'fr/home.json') && i.field === 'content.body[6].component'),
    ).toBe(true)
    expect(issues.some((i) => i.file === rel(dir, 'fr/home.json') && /headlin/.test(i.message))).toBe(true)
    expect(issues.some((i) => i.file === rel(dir, 'fr/home.json') && /missing/.test(i.message))).toBe(false)
    expect(issues).toContainEqual({
      file: rel(dir, 'pl/posts/beat-cravings.json'),
      message: expect.stringContaining('all nine locales'),
    })
  })

  it('finds broken links, anchors, references and untranslated copies', () => {
    const dir = copyContent()
    edit(dir, 'it/help.json', {
      'content.body[0].text.content[0].content[]': {
        type: 'text',
        text: 'x',
        marks: [{ type: 'link', attrs: { href: '/no-such-page', linktype: 'url' } }],
      },
    })
    edit(dir, 'nl/home.json', {
      'content.body[1].columns[1].link.anchor': 'nowhere',
      'content.body[3].columns[0].story': '00000000-0000-4000-8000-000000000000',
    })
    fs.copyFileSync(path.join(dir, 'en/terms.json'), path.join(dir, 'es/terms.json'))
    edit(dir, 'es/terms.json', { lang: 'es' })
    const issues = checkContent({ contentDir: dir, publicDir })
    const messages = issues.map((i) => `${i.file}: ${i.message}`)
    expect(messages).toContainEqual(expect.stringMatching(/it\/help\.json: links to \/no-such-page/))
    expect(messages).toContainEqual(expect.stringMatching(/nl\/home\.json: anchor "#nowhere" does not exist/))
    expect(messages).toContainEqual(expect.stringMatching(/nl\/home\.json: references the story/))
    expect(messages).toContainEqual(expect.stringMatching(/es\/terms\.json: is a copy of/))
  })
})
