import type { TPlannedAccount, TSkipped, TSkipReason } from './plan-account'

export type TImportSummary = {
  total: number
  dryRun: boolean
  created: number
  withPassword: number
  admins: number
  disabled: number
  unverified: number
  /** Linked sign-ins by our provider id. */
  links: Record<string, number>
  skipped: Partial<Record<TSkipReason, { count: number; examples: TSkipped[] }>>
  /** What did not move, by kind (`phone number`, `facebook.com sign-in`, `custom claim "x"`). */
  leftBehind: Record<string, number>
}

/** Skipped users named in the summary per reason; `--report` lists them all. */
export const SKIPPED_EXAMPLES = 20

export const SKIP_REASONS: Record<TSkipReason, string> = {
  'email-taken': 'the address already has an account here (left untouched)',
  'email-taken-by-import': 'the address came with another Firebase user, imported first',
  'link-taken': 'a sign-in of theirs is already linked to another account here',
  erased: 'imported before and deleted here since (not brought back)',
  'no-email': 'no email address (phone or anonymous sign-in)',
  'invalid-email': 'the email address is not valid',
  'already-imported': 'imported before',
}

export function createSummary(total: number, dryRun: boolean): TImportSummary {
  return {
    total,
    dryRun,
    created: 0,
    withPassword: 0,
    admins: 0,
    disabled: 0,
    unverified: 0,
    links: {},
    skipped: {},
    leftBehind: {},
  }
}

export function tallyCreated(summary: TImportSummary, account: TPlannedAccount): void {
  summary.created += 1
  if (account.password) summary.withPassword += 1
  if (account.role === 'admin') summary.admins += 1
  if (account.disabled) summary.disabled += 1
  if (!account.emailVerified) summary.unverified += 1
  for (const link of account.links) summary.links[link.providerId] = (summary.links[link.providerId] ?? 0) + 1
  for (const kind of account.leftBehind) summary.leftBehind[kind] = (summary.leftBehind[kind] ?? 0) + 1
}

export function tallySkipped(summary: TImportSummary, skipped: TSkipped): void {
  const entry = summary.skipped[skipped.reason] ?? { count: 0, examples: [] }
  summary.skipped[skipped.reason] = entry
  entry.count += 1
  if (entry.examples.length < SKIPPED_EXAMPLES) entry.examples.push(skipped)
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

function describeSkipped(skipped: TSkipped): string {
  const detail = skipped.detail
    ? ` (${skipped.reason === 'link-taken' ? skipped.detail : `uid ${skipped.detail}`})`
    : ''
  return `      line ${skipped.line}  uid ${skipped.uid}  ${skipped.email ?? '(no address)'}${detail}`
}

/** The end-of-run report: created, linked, skipped with reasons, and what did not move. */
export function formatSummary(summary: TImportSummary, label: string): string {
  const verb = summary.dryRun ? 'would create' : 'created'
  const details = [
    summary.withPassword > 0 && `${summary.withPassword} with a password`,
    summary.admins > 0 && plural(summary.admins, 'admin'),
    summary.disabled > 0 && `${summary.disabled} disabled`,
    summary.unverified > 0 && `${summary.unverified} with an unconfirmed address`,
  ].filter(Boolean)
  const linked = Object.entries(summary.links)
  const linkCount = linked.reduce((sum, [, count]) => sum + count, 0)
  const skippedCount = Object.values(summary.skipped).reduce((sum, entry) => sum + (entry?.count ?? 0), 0)
  const lines = [
    `${summary.dryRun ? 'Dry run (nothing written): ' : ''}${plural(summary.total, 'user')} in ${label}`,
    `  ${verb} ${plural(summary.created, 'account')}${details.length > 0 ? ` (${details.join(', ')})` : ''}`,
    `  ${summary.dryRun ? 'would link' : 'linked'} ${plural(linkCount, 'sign-in')}${
      linked.length > 0 ? ` (${linked.map(([provider, count]) => `${provider} ${count}`).join(', ')})` : ''
    }`,
    `  skipped ${skippedCount}${skippedCount > 0 ? ':' : ''}`,
  ]
  for (const reason of Object.keys(SKIP_REASONS) as TSkipReason[]) {
    const entry = summary.skipped[reason]
    if (!entry) continue
    lines.push(`    ${entry.count} ${SKIP_REASONS[reason]}`)
    if (reason === 'already-imported') continue
    lines.push(...entry.examples.map(describeSkipped))
    if (entry.count > entry.examples.length) {
      lines.push(`      … and ${entry.count - entry.examples.length} more (--report <file> lists every one)`)
    }
  }
  const left = Object.entries(summary.leftBehind)
  if (left.length > 0) {
    lines.push(`  not moved: ${left.map(([kind, count]) => `${count} × ${kind}`).join(', ')}`)
  }
  return lines.join('\n')
}
