import { describe, expect, it } from 'vitest'
import { trimInvisible } from './text'

describe('trimInvisible', () => {
  it('leaves nothing of a text made of spaces and invisible characters', () => {
    expect(trimInvisible('\u200B\u200C\u200D\u2060\uFEFF')).toBe('')
    expect(trimInvisible(' \u00AD\u3164\u2800\u200E\t')).toBe('')
  })

  it('trims the ends and keeps what is inside (an emoji sequence keeps its joiners)', () => {
    expect(trimInvisible('\u200B my children \u200B')).toBe('my children')
    expect(trimInvisible('for 👨\u200D👩\u200D👧')).toBe('for 👨\u200D👩\u200D👧')
  })
})

describe('trimInvisible and flags', () => {
  it('keeps the tag characters that end a flag', () => {
    const scotland = '🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}'
    expect(trimInvisible(`for ${scotland}`)).toBe(`for ${scotland}`)
  })
})
