// Headers every response carries. Scripts come from our origin; inline ones only when the HTTP
// server added the hash of each of them to this policy (server/inline-script-policy.ts: our own
// and Next's, recognised by shape). No 'unsafe-inline' for scripts (decision 036, replaces 003's
// script part); styles keep it (React and Next set style attributes; see 036).

type TSecurityHeaderOptions = {
  https: boolean
  development: boolean
  /** Where content images come from besides our origin (the content source's asset host). */
  imageOrigins?: readonly string[]
}

export function buildContentSecurityPolicy({
  development,
  https,
  imageOrigins = [],
}: TSecurityHeaderOptions): string {
  return [
    "default-src 'self'",
    // Development serves Next's dev overlay and HMR inline and through eval.
    `script-src 'self'${development ? " 'unsafe-inline' 'unsafe-eval'" : ''}`,
    "style-src 'self' 'unsafe-inline'",
    // Never any https host: an injected <img> must not be able to call out to a stranger's server.
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self' data:",
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    // Violations are reported to us and logged (app/api/csp-report).
    'report-uri /api/csp-report',
    'report-to csp',
    ...(https ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
}

export function buildSecurityHeaders(options: TSecurityHeaderOptions): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy(options),
    'Reporting-Endpoints': 'csp="/api/csp-report"',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': 'same-origin-allow-popups',
    ...(options.https ? { 'Strict-Transport-Security': 'max-age=63072000; includeSubDomains' } : {}),
  }
}
