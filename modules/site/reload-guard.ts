// A failed chunk load means the page runs an old build whose files are gone: reload once.
// The guard keeps a reload loop from starting when the new build fails too (seed: 10 000 ms).

export const RELOAD_GUARD_KEY = 'exhale:chunk-reload-at'
export const RELOAD_GUARD_TTL_MS = 10_000

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i

export function isChunkLoadError(reason: unknown): boolean {
  if (reason instanceof Error) return reason.name === 'ChunkLoadError' || CHUNK_ERROR.test(reason.message)
  return typeof reason === 'string' && CHUNK_ERROR.test(reason)
}

type TStorage = Pick<Storage, 'getItem' | 'setItem'>

/** True (and records the time) when no reload happened within the guard's ttl. */
export function claimReload(storage: TStorage, now: number): boolean {
  const last = Number(storage.getItem(RELOAD_GUARD_KEY))
  if (Number.isFinite(last) && last > 0 && now - last < RELOAD_GUARD_TTL_MS) return false
  storage.setItem(RELOAD_GUARD_KEY, String(now))
  return true
}
