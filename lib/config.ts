import path from 'node:path'
import { z } from 'zod'
import { localPublicUrl, urlHost, WILDCARD_HOSTS } from './build-env'

const ZUrl = z.url({ protocol: /^https?$/ })
const ZOptionalString = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional()
const ZEmpty = z.literal('').transform(() => undefined)
/** A comma-separated list; empty entries are dropped. */
const ZList = z
  .string()
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )

/** Every environment variable the app reads; `.env.example` documents each one. */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  // Unset means local use: the address follows PORT (and HOST), see localPublicUrl.
  PUBLIC_URL: ZUrl.optional().or(ZEmpty),
  MAIN_SITE_URL: ZUrl.optional().or(z.literal('').transform(() => undefined)),
  MOBILE_HOST: ZOptionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // json | pretty; unset: pretty on a terminal, JSON otherwise (lib/logger.ts reads it).
  LOG_FORMAT: z.enum(['json', 'pretty', '']).default(''),
  LOCALE_COOKIE_CROSS_SITE: z
    .enum(['true', 'false', ''])
    .default('false')
    .transform((v) => v === 'true'),
  // Accounts (modules/auth). Without a secret one is generated once into DATA_DIR/auth-secret.
  BETTER_AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional().or(ZEmpty),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional()
    .or(ZEmpty),
  MAIL_FROM: ZOptionalString,
  GOOGLE_CLIENT_ID: ZOptionalString,
  GOOGLE_CLIENT_SECRET: ZOptionalString,
  APPLE_CLIENT_ID: ZOptionalString,
  APPLE_CLIENT_SECRET: ZOptionalString,
  APPLE_APP_BUNDLE_IDENTIFIER: ZOptionalString,
  OIDC_ISSUER: ZUrl.optional().or(ZEmpty),
  OIDC_CLIENT_ID: ZOptionalString,
  OIDC_CLIENT_SECRET: ZOptionalString,
  OIDC_NAME: ZOptionalString,
  OIDC_SCOPES: ZOptionalString,
  AUTH_SYNC_URL: ZUrl.optional().or(ZEmpty),
  TRUSTED_ORIGINS: ZList,
  TRUSTED_PROXIES: ZList,
  RATE_LIMIT: z.enum(['on', 'off', '']).default('on'),
  // Admins need a second factor or a passkey sign-in (decision 022); unset: on when PUBLIC_URL is https.
  ADMIN_REQUIRE_SECOND_FACTOR: z.enum(['', '0', '1', 'true', 'false']).default(''),
  // Bot check (modules/bot-check): ALTCHA HMAC key; without it one is derived from
  // BETTER_AUTH_SECRET (so instances sharing that agree), else generated into DATA_DIR.
  ALTCHA_HMAC_KEY: z.string().min(32, 'must be at least 32 characters').optional().or(ZEmpty),
  // Local development only: 1 = every answer is taken (refused with NODE_ENV=production),
  // force = the same, explicitly also in production (a load test, never a live site).
  ALTCHA_DISABLED: z.enum(['', '0', '1', 'force']).default(''),
  // Content (modules/content): local stories in CONTENT_DIR unless STORYBLOK_TOKEN is set.
  CONTENT_DIR: z.string().min(1).default('content'),
  CONTENT_WEBHOOK_SECRET: ZOptionalString,
  STORYBLOK_TOKEN: ZOptionalString,
  STORYBLOK_VERSION: z.enum(['published', 'draft']).default('published'),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ap', 'ca', 'cn']).default('eu'),
  STORYBLOK_ENDPOINT: ZUrl.optional().or(z.literal('').transform(() => undefined)),
  // The imprint's operator details (shown on /imprint in every language).
  IMPRINT_NAME: ZOptionalString,
  IMPRINT_ADDRESS: ZOptionalString,
  IMPRINT_EMAIL: ZOptionalString,
  IMPRINT_PHONE: ZOptionalString,
  IMPRINT_REPRESENTATIVE: ZOptionalString,
  IMPRINT_REGISTER: ZOptionalString,
  IMPRINT_VAT_ID: ZOptionalString,
  // Purchases (modules/purchases): HMAC-SHA256 key of store notifications to /api/purchases/webhook.
  PURCHASES_WEBHOOK_SECRET: ZOptionalString.refine((v) => v === undefined || v.length >= 32, {
    message: 'must be at least 32 characters',
  }),
  // Web Push (modules/push): the VAPID key pair (web-push's base64url keys). Unset: generated once
  // into DATA_DIR/vapid-keys.json. Instances that share a database must share the pair.
  VAPID_PUBLIC_KEY: ZOptionalString,
  VAPID_PRIVATE_KEY: ZOptionalString,
  // Who push services may contact about our sending: mailto: or https: (default: MAIL_FROM's address).
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, 'must start with mailto: or https://')
    .optional()
    .or(ZEmpty),
  // Broadcasts (modules/broadcasts): `off` keeps this instance from sending (others still do).
  BROADCAST_WORKER: z.enum(['on', 'off', '']).default('on'),
})
export type TConfig = Omit<z.infer<typeof ZConfig>, 'PUBLIC_URL'> & {
  /** PUBLIC_URL, or for local use (unset) the loopback address of PORT. */
  PUBLIC_URL: string
  /** True when PUBLIC_URL was not set: every loopback name of the port is this site too. */
  localUse: boolean
  dataDir: string
  mainSiteUrl: string
  /** ADMIN_REQUIRE_SECOND_FACTOR, or its default: on for an https PUBLIC_URL. */
  adminRequiresSecondFactor: boolean
}

/** Formats zod issues as one line per variable, for a start-up failure a person can act on. */
export function describeConfigError(error: z.ZodError): string {
  return error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')
}

function resolveAdminSecondFactorRule(value: '' | '0' | '1' | 'true' | 'false', publicUrl: string): boolean {
  if (value === '') return publicUrl.startsWith('https:')
  return value === '1' || value === 'true'
}

export function parseConfig(env: NodeJS.ProcessEnv): TConfig {
  const parsed = ZConfig.safeParse(env)
  if (!parsed.success) {
    throw new Error(`Invalid configuration:\n${describeConfigError(parsed.error)}`)
  }
  if (parsed.data.RATE_LIMIT === 'off' && parsed.data.NODE_ENV !== 'test') {
    throw new Error('Invalid configuration:\n  RATE_LIMIT: off is only allowed with NODE_ENV=test')
  }
  if (Boolean(parsed.data.VAPID_PUBLIC_KEY) !== Boolean(parsed.data.VAPID_PRIVATE_KEY)) {
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither')
  }
  if (parsed.data.ALTCHA_DISABLED === '1' && parsed.data.NODE_ENV === 'production') {
    throw new Error(
      'Invalid configuration:\n  ALTCHA_DISABLED: 1 is refused with NODE_ENV=production (use "force" only if you mean it)',
    )
  }
  const publicUrl = parsed.data.PUBLIC_URL ?? localPublicUrl(parsed.data.PORT, parsed.data.HOST)
  return {
    ...parsed.data,
    PUBLIC_URL: publicUrl,
    localUse: parsed.data.PUBLIC_URL === undefined,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    mainSiteUrl: parsed.data.MAIN_SITE_URL ?? publicUrl,
    adminRequiresSecondFactor: resolveAdminSecondFactorRule(
      parsed.data.ADMIN_REQUIRE_SECOND_FACTOR,
      publicUrl,
    ),
  }
}

/**
 * The origins this site answers as: PUBLIC_URL's alone when it is set; for local use every
 * loopback name of the port (localhost, 127.0.0.1, [::1]) and a specific HOST too. Sign-in,
 * passkeys, links and the action origin check trust these (plus TRUSTED_ORIGINS where stated).
 */
export function siteOrigins(config: Pick<TConfig, 'PUBLIC_URL' | 'localUse' | 'PORT' | 'HOST'>): string[] {
  const origins = [new URL(config.PUBLIC_URL).origin]
  if (!config.localUse) return origins
  const hosts = ['localhost', '127.0.0.1', '[::1]']
  if (!WILDCARD_HOSTS.has(config.HOST)) hosts.push(urlHost(config.HOST))
  for (const host of hosts) origins.push(`http://${host}:${config.PORT}`)
  return [...new Set(origins)]
}

// Storyblok's asset host per region (its CDN for images of the stories).
const STORYBLOK_ASSET_ORIGINS = {
  eu: 'https://a.storyblok.com',
  us: 'https://a-us.storyblok.com',
  ap: 'https://a-ap.storyblok.com',
  ca: 'https://a-ca.storyblok.com',
  cn: 'https://a.storyblokchina.cn',
} as const

/** Where content images may come from besides our origin: Storyblok's asset host when it is the source. */
export function contentImageOrigins(config: Pick<TConfig, 'STORYBLOK_TOKEN' | 'STORYBLOK_REGION'>): string[] {
  return config.STORYBLOK_TOKEN ? [STORYBLOK_ASSET_ORIGINS[config.STORYBLOK_REGION]] : []
}

let cached: TConfig | undefined
export function getConfig(): TConfig {
  cached ??= parseConfig(process.env)
  return cached
}
