import { z } from 'zod'
import type { TLocale } from '@/i18n/locales'
import {
  decodeFirebaseBase64,
  formatFirebaseHash,
  type TFirebaseScryptParameters,
} from '@/modules/auth/public'
import { type TFirebaseUser, ZFirebaseUser } from './firebase-user'
import { describeRecord, ImportInputError } from './input-error'
import type { TExportRecord } from './read-export'
import { describeIssues } from './zod-issues'

/** Our provider ids (modules/auth/auth-options.ts): Google, Apple and the generic OIDC provider. */
export const LINK_TARGETS = ['google', 'apple', 'oidc'] as const
export type TLinkTarget = (typeof LINK_TARGETS)[number]

/** Which Firebase sign-in becomes which of ours; `--provider google.com=oidc` changes one. */
export const DEFAULT_PROVIDER_MAP: ReadonlyMap<string, TLinkTarget> = new Map([
  ['google.com', 'google'],
  ['apple.com', 'apple'],
])

export type TPlannedAccount = {
  uid: string
  line: number
  email: string
  name: string
  emailVerified: boolean
  image: string | null
  createdAt: Date
  locale: TLocale
  role: 'admin' | 'user'
  disabled: boolean
  /** The Firebase hash in its stored form (decision 068), or null without a password. */
  password: string | null
  links: Array<{ providerId: TLinkTarget; accountId: string }>
  /** What of this user does not move: `phone number`, `facebook.com sign-in`, `custom claim "x"`. */
  leftBehind: string[]
}

export type TSkipReason =
  | 'no-email'
  | 'invalid-email'
  | 'already-imported'
  | 'erased'
  | 'email-taken'
  | 'email-taken-by-import'
  | 'link-taken'
export type TSkipped = {
  uid: string
  email: string | null
  line: number
  reason: TSkipReason
  /** The other uid (`email-taken-by-import`) or provider (`link-taken`). */
  detail?: string
}

export type TPlanned = { kind: 'account'; account: TPlannedAccount } | { kind: 'skip'; skipped: TSkipped }

export type TPlanOptions = {
  file: string
  parameters: TFirebaseScryptParameters
  providers: ReadonlyMap<string, TLinkTarget>
  locale: TLocale
  now: Date
}

const ZEmail = z.email()

function planLinks(user: TFirebaseUser, providers: TPlanOptions['providers']) {
  const links: TPlannedAccount['links'] = []
  const leftBehind: string[] = []
  for (const info of user.providerUserInfo ?? []) {
    const target = providers.get(info.providerId)
    if (target) links.push({ providerId: target, accountId: info.rawId })
    else if (info.providerId !== 'password') leftBehind.push(`${info.providerId} sign-in`)
  }
  return { links, leftBehind }
}

/**
 * What the import does with one exported user: the account it creates, or why it skips the user.
 * A record that is not a valid export entry (unknown field, wrong type, a hash that cannot come
 * from this hash config) throws an ImportInputError naming the line, the uid and the field.
 */
export function planAccount(record: TExportRecord, options: TPlanOptions): TPlanned {
  const rawUid =
    record.value && typeof record.value === 'object' && 'localId' in record.value
      ? String(record.value.localId)
      : undefined
  const where = describeRecord(options.file, record.line, record.index, rawUid)
  const parsed = ZFirebaseUser.safeParse(record.value)
  if (!parsed.success) throw new ImportInputError(`${where}: ${describeIssues(parsed.error)}`)
  const user = parsed.data

  const email = user.email?.trim().toLowerCase() || null
  const skip = (reason: TSkipReason): TPlanned => ({
    kind: 'skip',
    skipped: { uid: user.localId, email, line: record.line, reason },
  })
  if (!email) return skip('no-email')
  if (!ZEmail.safeParse(email).success) return skip('invalid-email')

  let password: string | null = null
  if (user.passwordHash && user.salt) {
    const hashBytes = decodeFirebaseBase64(user.passwordHash).length
    const keyBytes = decodeFirebaseBase64(options.parameters.signerKey).length
    if (hashBytes !== keyBytes) {
      throw new ImportInputError(
        `${where}: field "passwordHash" has ${hashBytes} bytes, but this hash config's signer key makes hashes of ${keyBytes}: is the hash config from the same Firebase project?`,
      )
    }
    password = formatFirebaseHash({
      hash: decodeFirebaseBase64(user.passwordHash).toString('base64'),
      salt: decodeFirebaseBase64(user.salt).toString('base64'),
      parameters: options.parameters,
    })
  }

  const { links, leftBehind } = planLinks(user, options.providers)
  if (user.phoneNumber) leftBehind.push('phone number')
  const claims = user.customAttributes ?? {}
  for (const claim of Object.keys(claims)) if (claim !== 'admin') leftBehind.push(`custom claim "${claim}"`)
  const providerName = user.providerUserInfo?.find((info) => info.displayName?.trim())?.displayName
  return {
    kind: 'account',
    account: {
      uid: user.localId,
      line: record.line,
      email,
      name: user.displayName?.trim() || providerName?.trim() || email.split('@')[0]!,
      emailVerified: user.emailVerified ?? false,
      image: user.photoUrl || null,
      createdAt: user.createdAt ?? options.now,
      locale: options.locale,
      role: claims.admin === true ? 'admin' : 'user',
      disabled: user.disabled ?? false,
      password,
      links,
      leftBehind,
    },
  }
}
