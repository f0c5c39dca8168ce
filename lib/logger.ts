import pino, { type DestinationStream, type LoggerOptions } from 'pino'
import pretty from 'pino-pretty'

/**
 * LOG_FORMAT: `json` (one JSON object a line: systemd, CI, files, log shippers), `pretty`
 * (readable lines for a person), or unset: pretty when stdout is a terminal, JSON otherwise.
 */
export function usesPrettyLogs(
  env: Record<string, string | undefined> = process.env,
  isTerminal = process.stdout.isTTY,
): boolean {
  if (env.LOG_FORMAT === 'json') return false
  if (env.LOG_FORMAT === 'pretty') return true
  return Boolean(isTerminal)
}

const options: LoggerOptions = {
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'exhale' },
  redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
}

// In-process and synchronous (no worker thread): the lines stay in order with Next's own output,
// and a fatal start-up error is printed before the process exits.
const destination: DestinationStream | undefined = usesPrettyLogs()
  ? pretty({ sync: true, colorize: Boolean(process.stdout.isTTY), ignore: 'pid,hostname,service' })
  : undefined

export const logger = destination ? pino(options, destination) : pino(options)
