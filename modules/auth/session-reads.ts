import 'server-only'

/**
 * How long a session read is reused in this process (decision 055): the proxy guard, the page and
 * the next few requests of the same person share one lookup. Sign-out, ban, role change and
 * revocation made through this process forget every reused read at once (`forgetSessionReads`);
 * on another instance they take effect within this bound.
 */
export const SESSION_REUSE_MS = 5_000
/** At most this many reads are kept (the oldest go first): memory stays bounded under any load. */
export const SESSION_REUSE_MAX = 10_000

type TReads = Map<string, { until: number; value: Promise<unknown> }>
// On globalThis: Next bundles the proxy and the pages separately, each with its own copy of this
// module, and a revocation seen by one must clear the reads of both.
const holder = globalThis as typeof globalThis & { __exhaleSessionReads?: TReads }
const reads = (): TReads => {
  holder.__exhaleSessionReads ??= new Map()
  return holder.__exhaleSessionReads
}

/** Forgets every reused session read of this process (after any change to sessions or users). */
export function forgetSessionReads(): void {
  reads().clear()
}

/** The read of this session key made within SESSION_REUSE_MS, if any. */
export function reusedSessionRead<T>(key: string): Promise<T> | undefined {
  const known = reads().get(key)
  return known && known.until > Date.now() ? (known.value as Promise<T>) : undefined
}

/** Keeps a read for reuse; a failed one (database down) is dropped as soon as it fails. */
export function rememberSessionRead(key: string, value: Promise<unknown>): void {
  const entries = reads()
  entries.delete(key)
  entries.set(key, { until: Date.now() + SESSION_REUSE_MS, value })
  if (entries.size > SESSION_REUSE_MAX) {
    const oldest = entries.keys().next().value
    if (oldest !== undefined) entries.delete(oldest)
  }
  value.catch(() => {
    if (entries.get(key)?.value === value) entries.delete(key)
  })
}
