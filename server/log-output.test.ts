import { describe, expect, it } from 'vitest'
import { usesPrettyLogs } from '@/lib/logger'
import { createLineLogger, printableLines } from './log-output'

describe('printableLines', () => {
  it('drops NUL bytes, colours and spinner frames, keeping the text of each line', () => {
    const output = '\u001b[32m✓\u001b[39m Compiled\u0000\r\n  Generating (1/3) \r  Generating (3/3)\u0007\n\n'
    expect(printableLines(output)).toEqual(['✓ Compiled', '  Generating (1/3)', '  Generating (3/3)'])
  })
})

describe('createLineLogger', () => {
  it('writes complete lines only, however the chunks are cut, and the rest on flush', () => {
    const lines: string[] = []
    const logger = createLineLogger((line) => lines.push(line))
    logger.push('Route (ap')
    logger.push(Buffer.from('p)\n/en\u0000\n/de'))
    expect(lines).toEqual(['Route (app)', '/en'])
    logger.flush()
    expect(lines).toEqual(['Route (app)', '/en', '/de'])
  })
})

describe('usesPrettyLogs (LOG_FORMAT)', () => {
  it('is pretty on a terminal and JSON when redirected, unless LOG_FORMAT says otherwise', () => {
    expect(usesPrettyLogs({}, true)).toBe(true)
    expect(usesPrettyLogs({}, false)).toBe(false)
    expect(usesPrettyLogs({ LOG_FORMAT: 'json' }, true)).toBe(false)
    expect(usesPrettyLogs({ LOG_FORMAT: 'pretty' }, false)).toBe(true)
  })
})
