// What other programs print (Next's build, Next's own console messages) reaches our log in the
// log's format: as it is on a terminal, as JSON lines otherwise (lib/logger.ts, LOG_FORMAT).
import { format } from 'node:util'
import type { Logger } from 'pino'

// ANSI escape sequences (colours, cursor moves of spinners) and the C0 control characters other
// than tab: a redirected log must hold text only.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching escape sequences is the point
const ESCAPE_SEQUENCE = /\u001b(?:\[[0-?]*[ -/]*[@-~]|\][^\u0007\u001b]*(?:\u0007|\u001b\\)|[@-Z\\-_])/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f]/g

/** Printable lines of a chunk of terminal output: `\r` progress frames become lines, blanks go. */
export function printableLines(text: string): string[] {
  return text
    .replace(ESCAPE_SEQUENCE, '')
    .split(/\r\n|\r|\n/)
    .map((line) => line.replace(CONTROL, '').trimEnd())
    .filter((line) => line.trim() !== '')
}

/** Turns a stream of output chunks into log entries, one per complete line. */
export function createLineLogger(write: (line: string) => void) {
  let pending = ''
  return {
    push(chunk: Buffer | string) {
      pending += chunk.toString()
      const end = Math.max(pending.lastIndexOf('\n'), pending.lastIndexOf('\r'))
      if (end < 0) return
      for (const line of printableLines(pending.slice(0, end + 1))) write(line)
      pending = pending.slice(end + 1)
    },
    flush() {
      for (const line of printableLines(pending)) write(line)
      pending = ''
    },
  }
}

/**
 * In JSON mode, Next's own console output (its start-up notes, warnings, errors) becomes log
 * entries like ours instead of loose text between the JSON lines.
 */
export function routeConsoleToLogger(logger: Logger) {
  const source = logger.child({ source: 'next' })
  const entry =
    (level: 'info' | 'warn' | 'error') =>
    (...args: unknown[]) => {
      const error = args.find((arg): arg is Error => arg instanceof Error)
      for (const line of printableLines(format(...args)).slice(0, error ? 1 : undefined)) {
        if (error) source[level]({ err: error }, line)
        else source[level](line)
      }
    }
  console.log = entry('info')
  console.info = entry('info')
  console.warn = entry('warn')
  console.error = entry('error')
}
