import 'server-only'
import { outsideRequest } from '@/lib/outside-request'

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

/**
 * Keeps a read for reuse; a failed one (database down) is dropped as soon as it fails. Expired
 * reads go at once (the map is in the order of their expiry), and a settled read is kept as a
 * promise made outside the request: the request's own promise carries its AsyncLocalStorage
 * stores, i.e. the whole render (lib/outside-request.ts, decision 058).
 */
export function rememberSessionRead(key: string, value: Promise<unknown>): void {
  const entries = reads()
  const now = Date.now()
  for (const [oldKey, entry] of entries) {
    if (entry.until > now && entries.size < SESSION_REUSE_MAX) break
    entries.delete(oldKey)
  }
  entries.delete(key)
  const entry = { until: now + SESSION_REUSE_MS, value }
  entries.set(key, entry)
  value.then(
    (result) => {
      if (entries.get(key) === entry) entry.value = outsideRequest(() => Promise.resolve(result))
    },
    () => {
      if (entries.get(key) === entry) entries.delete(key)
    },
  )
}
