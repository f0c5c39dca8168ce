import { sql } from 'drizzle-orm'
import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

// Better Auth's tables (core + admin plugin + jwt plugin + database rate limits), written from
// better-auth 1.7.6's `getAuthTables` for our options (docs/decisions: accounts). The adapter
// maps its models user/session/account/verification/jwks/rateLimit to these exports in
// modules/auth/auth-options.ts. Column names follow our snake_case casing.

export const users = pgTable('users', {
  id: text().primaryKey(),
  name: text().notNull(),
  email: text().notNull().unique(),
  emailVerified: boolean().notNull().default(false),
  image: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
  // admin plugin
  role: text().notNull().default('user'),
  banned: boolean().notNull().default(false),
  banReason: text(),
  banExpires: timestamp({ withTimezone: true }),
  // ours: the language mails to this user are written in
  locale: text().notNull().default('en'),
  // two-factor plugin
  twoFactorEnabled: boolean().default(false),
  // ours: the providers of this user's accounts in the order they were added, comma-separated
  // ('credential,google'). A trigger on accounts keeps it (migration 0015, decision 080), so the
  // session read carries it and /account needs no query of its own.
  signInMethods: text().notNull().default(''),
})

export const sessions = pgTable(
  'sessions',
  {
    id: text().primaryKey(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    token: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
    ipAddress: text(),
    userAgent: text(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // admin plugin
    impersonatedBy: text(),
    // ours: how this session was signed in (passkey, two-factor, password, …); see
    // modules/auth/second-factor/sign-in-method.ts. Admins need `passkey` or a second factor.
    signInMethod: text(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

export const accounts = pgTable(
  'accounts',
  {
    id: text().primaryKey(),
    accountId: text().notNull(),
    providerId: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text(),
    refreshToken: text(),
    idToken: text(),
    accessTokenExpiresAt: timestamp({ withTimezone: true }),
    refreshTokenExpiresAt: timestamp({ withTimezone: true }),
    scope: text(),
    password: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('accounts_user_id_idx').on(table.userId),
    uniqueIndex('accounts_provider_account_idx').on(table.providerId, table.accountId),
    // Imported Firebase hashes waiting for their owner's first sign-in, which replaces them by
    // value (modules/auth/sign-in/legacy-passwords/verify-password.ts, decision 068); empties over time.
    index('accounts_imported_password_idx')
      .on(table.password)
      .where(sql`${table.password} like '$firebase-scrypt$%'`),
  ],
)

export const verifications = pgTable(
  'verifications',
  {
    id: text().primaryKey(),
    identifier: text().notNull(),
    value: text().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [index('verifications_identifier_idx').on(table.identifier)],
)

/** Signing keys of the ID token used by token sync (jwt plugin); the private key is encrypted. */
export const jwks = pgTable('jwks', {
  id: text().primaryKey(),
  publicKey: text().notNull(),
  privateKey: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull(),
  expiresAt: timestamp({ withTimezone: true }),
  alg: text(),
  crv: text(),
})

/** Rate-limit counters when no Redis is configured (shared by every instance on this database). */
export const rateLimits = pgTable('rate_limits', {
  id: text().primaryKey(),
  key: text().notNull().unique(),
  count: integer().notNull(),
  lastRequest: bigint({ mode: 'number' }).notNull(),
})

/** WebAuthn credentials (@better-auth/passkey 1.7.6's `passkey` model); removed with the user. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: text().primaryKey(),
    name: text(),
    publicKey: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialID: text().notNull(),
    counter: integer().notNull(),
    deviceType: text().notNull(),
    backedUp: boolean().notNull(),
    transports: text(),
    createdAt: timestamp({ withTimezone: true }).defaultNow(),
    aaguid: text(),
  },
  (table) => [
    index('passkeys_user_id_idx').on(table.userId),
    uniqueIndex('passkeys_credential_id_idx').on(table.credentialID),
  ],
)

/**
 * The two-factor plugin's `twoFactor` model (better-auth 1.7.6): the TOTP secret and the
 * recovery codes, both encrypted by the plugin with a key derived from BETTER_AUTH_SECRET
 * (docs/decisions/022-second-factor.md). Removed with the user.
 */
export const twoFactors = pgTable(
  'two_factors',
  {
    id: text().primaryKey(),
    secret: text().notNull(),
    backupCodes: text().notNull(),
    userId: text()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    verified: boolean().default(true),
    failedVerificationCount: integer().default(0),
    lockedUntil: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).defaultNow(),
    // ours: the RFC 6238 time step of the last code accepted; the same or an earlier step is
    // refused (modules/auth/second-factor/code-replay.ts). Gone with the secret.
    lastCodeStep: bigint({ mode: 'number' }),
  },
  (table) => [
    index('two_factors_user_id_idx').on(table.userId),
    index('two_factors_secret_idx').on(table.secret),
  ],
)

export type TUser = typeof users.$inferSelect
export type TSession = typeof sessions.$inferSelect
