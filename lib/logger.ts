import pino from 'pino'

// JSON lines in production (for the log shipper), the same in development: pipe through
// `npx pino-pretty` to read them.
export const logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'warn' : 'info'),
  base: { service: 'exhale' },
  redact: ['req.headers.cookie', 'req.headers.authorization', '*.password'],
})
