import 'server-only'
import { passkey } from '@better-auth/passkey'
import type { BetterAuthOptions } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { admin, genericOAuth, jwt } from 'better-auth/plugins'
import { db } from '@/db/client'
import {
  accounts,
  jwks,
  passkeys,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '@/db/schema/auth'
import { siteOrigins, type TConfig } from '@/lib/config'
import { logger } from '@/lib/logger'
import { createRedisStorage, getRedisClient } from '@/lib/redis'
import { getAuthSecret } from '@/lib/secrets'
import { recentSignInPlugin } from './account/recent-sign-in-plugin'
import { securityNoticesPlugin } from './account/security-notices'
import { sendResetPasswordMail, sendVerificationMail } from './mails'
import { sendSecondFactorMailOnChange } from './second-factor/notify'
import { secondFactorRulesPlugin, twoFactorPlugin } from './second-factor/plugin'
import { hasStrongSignIn, signInMethodFor } from './second-factor/sign-in-method'
import { refreshCachedSessions } from './sessions/refresh-cached-sessions'
import { forgetSessionReads } from './sessions/session-reuse'
import { sessionRulesPlugin } from './sessions/session-rules-plugin'
import { clientSettingsPlugin, type TClientSettings } from './sign-in/client-settings-plugin'
import { verifyPasswordOrImportedHash } from './sign-in/legacy-passwords/verify-password'
import { magicLinkPlugin } from './sign-in/magic-link'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './sign-in/passwords/password-policy'
import { passwordRulesPlugin } from './sign-in/passwords/password-rules-plugin'
import { popupCompletionPlugin } from './sign-in/popup-completion-plugin'
import { requestChecksPlugin } from './sign-in/request-checks-plugin'

const DAY = 24 * 60 * 60

/** Session lifetimes (decision 007): rolling, refreshed daily, never beyond 30 days after sign-in. */
export const SESSION_ROLLING_SECONDS = 7 * DAY
export const SESSION_UPDATE_AGE_SECONDS = DAY
export const SESSION_ABSOLUTE_SECONDS = 30 * DAY
export const RESET_LINK_SECONDS = 60 * 60
export const VERIFY_LINK_SECONDS = 24 * 60 * 60

/** Ten tries a minute: a password sign-in, and whatever proves a person like one. */
const LIKE_SIGN_IN = { window: 60, max: 10 } as const
/** Twenty a minute: starting a sign-in (a provider's redirect, a passkey challenge). */
const SIGN_IN_START = { window: 60, max: 20 } as const
/** Five in five minutes: what sends a mail. */
const SENDS_MAIL = { window: 300, max: 5 } as const

/** Rate limits per client address (decision 007): the 11th sign-in within a minute gets 429. */
export const RATE_LIMIT_RULES = {
  '/sign-in/email': LIKE_SIGN_IN,
  '/sign-in/social': SIGN_IN_START,
  // Email links: asking for one and using one count like password sign-in.
  '/sign-in/magic-link': LIKE_SIGN_IN,
  '/magic-link/verify': LIKE_SIGN_IN,
  // Passkey sign-in: asking for a challenge and answering it, like password sign-in.
  '/passkey/generate-authenticate-options': SIGN_IN_START,
  '/passkey/verify-authentication': LIKE_SIGN_IN,
  '/re-authenticate': LIKE_SIGN_IN,
  '/sign-up/email': { window: 300, max: 30 },
  '/request-password-reset': SENDS_MAIL,
  '/reset-password': { window: 300, max: 10 },
  '/change-password': LIKE_SIGN_IN,
  // Codes of the second factor: one limit whether they come over HTTP or through the form action
  // (second-factor/code-step-limit.ts), so Better Auth's HTTP-only limiter leaves them.
  // These entries come first: the first matching rule applies.
  '/two-factor/verify-totp': false,
  '/two-factor/verify-backup-code': false,
  '/two-factor/verify-otp': false,
  // The rest of the second factor's endpoints: the plugin allows 3 in 10 s; a person mistyping
  // needs more. Each sign-in challenge also takes 5 wrong codes only, and 10 in a row lock the
  // account 15 minutes.
  '/two-factor/*': LIKE_SIGN_IN,
  '/send-verification-email': SENDS_MAIL,
  // Read-only and cheap, asked on page loads of signed-in people: not counted.
  '/get-session': false,
  '/jwks': false,
  '/password-policy': false,
  '/client-settings': false,
} as const

export type TAuthOverrides = {
  /** Tests only: turn the rate limiter off (or on) for this instance. */
  rateLimit?: boolean
  /** Tests only: a different secondary storage than REDIS_URL's. */
  redisUrl?: string | null
  /** Tests of other rules only: no bot check on sign-up, reset and email-link requests. */
  botCheck?: boolean
}

export const OIDC_PROVIDER_ID = 'oidc'

function listProviders(config: TConfig): TClientSettings['providers'] {
  const providers: TClientSettings['providers'] = []
  if (config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET) providers.push({ id: 'google', name: 'Google' })
  if (config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET) providers.push({ id: 'apple', name: 'Apple' })
  if (config.OIDC_ISSUER && config.OIDC_CLIENT_ID) {
    providers.push({ id: OIDC_PROVIDER_ID, name: config.OIDC_NAME ?? 'OpenID Connect' })
  }
  return providers
}

/** Caps a session refresh at the absolute lifetime counted from sign-in. */
export function capSessionExpiry(expiresAt: Date, createdAt: Date): Date {
  const limit = createdAt.getTime() + SESSION_ABSOLUTE_SECONDS * 1000
  return expiresAt.getTime() > limit ? new Date(limit) : expiresAt
}

function pinoBridge(): BetterAuthOptions['logger'] {
  const child = logger.child({ module: 'auth' })
  return {
    level: 'warn',
    log: (level, message, ...args) => {
      const details =
        args.length > 0 ? { details: args.map((arg) => (arg instanceof Error ? arg.message : arg)) } : {}
      if (level === 'error') child.error(details, message)
      else if (level === 'warn') child.warn(details, message)
      else child.debug(details, message)
    },
  }
}

/** Better Auth's options for our stack, from the configuration. */
export function buildAuthOptions(config: TConfig, overrides: TAuthOverrides = {}) {
  const secure = config.PUBLIC_URL.startsWith('https:')
  const redisUrl = overrides.redisUrl === undefined ? config.REDIS_URL : overrides.redisUrl
  const secondaryStorage = redisUrl ? createRedisStorage(getRedisClient(redisUrl)) : undefined
  const apple = Boolean(config.APPLE_CLIENT_ID && config.APPLE_CLIENT_SECRET)
  const oidc = config.OIDC_ISSUER && config.OIDC_CLIENT_ID ? config.OIDC_ISSUER : undefined
  const rateLimitEnabled = overrides.rateLimit ?? config.RATE_LIMIT !== 'off'

  return {
    appName: 'Exhale',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret: getAuthSecret(config),
    database: drizzleAdapter(db, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        jwks,
        rateLimit: rateLimits,
        passkey: passkeys,
        twoFactor: twoFactors,
      },
    }),
    secondaryStorage,
    trustedOrigins: [
      ...siteOrigins(config),
      ...config.TRUSTED_ORIGINS,
      ...(apple ? ['https://appleid.apple.com'] : []),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      // Also checks passwords imported from Firebase, once, then keeps ours (decision 068).
      password: { verify: verifyPasswordOrImportedHash },
      autoSignIn: true,
      requireEmailVerification: false,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendResetPasswordMail({ user, url }),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: ({ user, url }) => sendVerificationMail({ user, url }),
    },
    user: {
      additionalFields: {
        locale: { type: 'string', required: false, defaultValue: 'en', input: true },
        // Kept by the database from the user's accounts (decision 080); never written from here.
        signInMethods: { type: 'string', required: false, input: false },
      },
    },
    session: {
      expiresIn: SESSION_ROLLING_SECONDS,
      updateAge: SESSION_UPDATE_AGE_SECONDS,
      // With Redis, sessions live there for speed and in PostgreSQL as the record.
      storeSessionInDatabase: true,
      additionalFields: {
        // How this session was signed in (second-factor/sign-in-method.ts).
        signInMethod: { type: 'string', required: false, input: false },
      },
    },
    account: {
      accountLinking: { enabled: true, trustedProviders: ['google', 'apple'] },
    },
    socialProviders: {
      ...(config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
        ? {
            google: {
              clientId: config.GOOGLE_CLIENT_ID,
              clientSecret: config.GOOGLE_CLIENT_SECRET,
              prompt: 'select_account' as const,
            },
          }
        : {}),
      ...(apple
        ? {
            apple: {
              clientId: config.APPLE_CLIENT_ID!,
              clientSecret: config.APPLE_CLIENT_SECRET!,
              appBundleIdentifier: config.APPLE_APP_BUNDLE_IDENTIFIER,
            },
          }
        : {}),
    },
    rateLimit: {
      enabled: rateLimitEnabled,
      storage: secondaryStorage ? ('secondary-storage' as const) : ('database' as const),
      window: 10,
      max: 100,
      customRules: { ...RATE_LIMIT_RULES },
    },
    advanced: {
      cookiePrefix: 'exhale',
      useSecureCookies: secure,
      defaultCookieAttributes: { sameSite: 'lax', httpOnly: true, secure, path: '/' },
      ipAddress: config.TRUSTED_PROXIES.length > 0 ? { trustedProxies: config.TRUSTED_PROXIES } : undefined,
      // Mails and clean-ups run after the answer: a reset request takes as long whether or not
      // the address has an account.
      backgroundTasks: {
        handler: (promise: Promise<unknown>) => {
          promise.catch((error: unknown) => logger.error({ err: error }, 'auth background task failed'))
        },
      },
    },
    // Reused session reads (sessions/session-reuse.ts) are forgotten on every change to a user or a session.
    databaseHooks: {
      user: {
        update: {
          after: async (user, ctx) => {
            forgetSessionReads()
            await sendSecondFactorMailOnChange(user, ctx?.path)
          },
        },
        delete: { after: async () => forgetSessionReads() },
      },
      // The user row carries the providers of their accounts (decision 080): a change of
      // accounts changes it, so the reused reads and the sessions' copies in Redis go stale.
      account: {
        create: {
          after: async (account, ctx) =>
            refreshCachedSessions(account.userId, 'an account change', ctx?.context),
        },
        delete: {
          after: async (account, ctx) =>
            refreshCachedSessions(account.userId, 'an account change', ctx?.context),
        },
      },
      session: {
        delete: { after: async () => forgetSessionReads() },
        create: {
          before: async (data, ctx) => ({
            data: { ...data, signInMethod: signInMethodFor(ctx?.path, data.signInMethod, ctx?.body) },
          }),
        },
        update: {
          before: async (data, ctx) => {
            const createdAt = ctx?.context.session?.session.createdAt
            if (!(data.expiresAt instanceof Date) || !createdAt) return
            return { data: { ...data, expiresAt: capSessionExpiry(data.expiresAt, new Date(createdAt)) } }
          },
          after: async () => forgetSessionReads(),
        },
      },
    },
    logger: pinoBridge(),
    telemetry: { enabled: false },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      magicLinkPlugin(),
      twoFactorPlugin(),
      secondFactorRulesPlugin({
        adminRequiresSecondFactor: config.adminRequiresSecondFactor,
        rateLimit: rateLimitEnabled,
      }),
      // The relying party is the public site: its host name and origin (PUBLIC_URL).
      passkey({
        rpID: new URL(config.PUBLIC_URL).hostname,
        rpName: 'Exhale',
        origin: new URL(config.PUBLIC_URL).origin,
      }),
      jwt({
        // Fetched on demand by the client for token sync (never sent on every session read).
        disableSettingJwtHeader: true,
        jwt: {
          issuer: new URL(config.PUBLIC_URL).origin,
          audience: new URL(config.PUBLIC_URL).origin,
          expirationTime: '15m',
          definePayload: ({ user, session }) => ({
            email: user.email,
            email_verified: user.emailVerified,
            name: user.name,
            // The admin pages' rule (ADMIN_REQUIRE_SECOND_FACTOR): no admin claim for a session
            // without a second factor or a user-verifying passkey behind it.
            admin:
              user.role === 'admin' &&
              (!config.adminRequiresSecondFactor ||
                hasStrongSignIn({
                  twoFactorEnabled: Boolean(user.twoFactorEnabled),
                  signInMethod: typeof session.signInMethod === 'string' ? session.signInMethod : null,
                })),
          }),
        },
      }),
      ...(oidc
        ? [
            genericOAuth({
              config: [
                {
                  providerId: OIDC_PROVIDER_ID,
                  name: config.OIDC_NAME ?? 'OpenID Connect',
                  discoveryUrl: `${oidc.replace(/\/$/, '')}/.well-known/openid-configuration`,
                  clientId: config.OIDC_CLIENT_ID!,
                  clientSecret: config.OIDC_CLIENT_SECRET,
                  scopes: ['openid', 'email', 'profile', ...(config.OIDC_SCOPES?.split(/\s+/) ?? [])],
                  pkce: true,
                },
              ],
            }),
          ]
        : []),
      securityNoticesPlugin(),
      // Ours, last, in this order (their hooks run in it): checks on sign-in requests, the
      // recent sign-in rule, the session rules, the password rules, the popup and client settings.
      requestChecksPlugin({ botCheck: overrides.botCheck }),
      recentSignInPlugin(),
      sessionRulesPlugin({ secureCookies: secure, sessionMaxAge: SESSION_ROLLING_SECONDS }),
      passwordRulesPlugin(),
      popupCompletionPlugin(),
      clientSettingsPlugin({ providers: listProviders(config), authSyncUrl: config.AUTH_SYNC_URL ?? null }),
    ],
  } satisfies BetterAuthOptions
}
