import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

// Every decision record is listed in the index, and every record follows the template's head.
const folder = path.join(process.cwd(), 'docs/decisions')
const records = fs
  .readdirSync(folder)
  .filter((name) => /^\d{3}-.+\.md$/.test(name) && !name.startsWith('000'))
const index = fs.readFileSync(path.join(folder, 'README.md'), 'utf8')

describe('decision records', () => {
  it.each(records)('%s is in the index and has a date and a status', (name) => {
    expect(index).toContain(`(${name})`)
    const text = fs.readFileSync(path.join(folder, name), 'utf8')
    expect(text).toMatch(/^- Date: \d{4}-\d{2}-\d{2}$/m)
    expect(text).toMatch(/^- Status: .+$/m)
  })
})
