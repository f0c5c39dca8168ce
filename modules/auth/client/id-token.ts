// The short-lived ID token (Better Auth jwt plugin) the browser keeps in memory for token sync,
// with the replaced site's timing (docs/ARCHITECTURE.md, product rules): expired 30 s before `exp`,
// refreshed 5 min before it, a failed refresh retried after 30 s, doubling, at most every 16 min.
// Pure: clock, timers and the fetch are injected, so it is tested without a browser.

export const EXPIRY_MARGIN_MS = 30_000
export const REFRESH_BEFORE_MS = 5 * 60_000
export const RETRY_START_MS = 30_000
export const RETRY_MAX_MS = 16 * 60_000
export const SYNC_MAX_AGE_S = 300

export type TIdToken = { token: string; issuedAt: number; expiresAt: number }

/** Reads iat/exp (seconds) of a JWT without verifying it; null when it is not a readable JWT. */
export function readIdToken(token: unknown): TIdToken | null {
  if (typeof token !== 'string') return null
  const payload = token.split('.')[1]
  if (!payload) return null
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = JSON.parse(atob(base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '='))) as {
      iat?: unknown
      exp?: unknown
    }
    if (typeof json.iat !== 'number' || typeof json.exp !== 'number') return null
    return { token, issuedAt: json.iat * 1000, expiresAt: json.exp * 1000 }
  } catch {
    // Not base64 or not JSON: not a token we can use (the seed clears it, no sync).
    return null
  }
}

export function isTokenExpired(token: TIdToken, now: number): boolean {
  return now >= token.expiresAt - EXPIRY_MARGIN_MS
}

/** Token sync sends only tokens issued less than 300 s ago (seed §7). */
export function isFreshForSync(token: TIdToken, now: number): boolean {
  return now - token.issuedAt < SYNC_MAX_AGE_S * 1000 && !isTokenExpired(token, now)
}

export function nextRetryDelay(previous: number | undefined): number {
  return previous === undefined ? RETRY_START_MS : Math.min(previous * 2, RETRY_MAX_MS)
}

type TKeeperDeps = {
  fetchToken: () => Promise<string | null>
  now?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/** Keeps one ID token in memory and refreshes it ahead of expiry while someone is signed in. */
export class IdTokenKeeper {
  private current: TIdToken | null = null
  private timer: unknown
  private retryDelay: number | undefined
  private readonly now: () => number
  private readonly setTimer: (run: () => void, ms: number) => unknown
  private readonly clearTimer: (timer: unknown) => void

  constructor(private readonly deps: TKeeperDeps) {
    this.now = deps.now ?? Date.now
    this.setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms))
    this.clearTimer = deps.clearTimer ?? ((timer) => clearTimeout(timer as ReturnType<typeof setTimeout>))
  }

  /** The token if it is not (nearly) expired. */
  get token(): TIdToken | null {
    return this.current && !isTokenExpired(this.current, this.now()) ? this.current : null
  }

  /**
   * Fetches a new token now. A failed fetch drops the old token and retries with back-off; no
   * token (signed out) or an unreadable one simply leaves none.
   */
  async refresh(): Promise<TIdToken | null> {
    this.cancelTimer()
    let raw: string | null
    try {
      raw = await this.deps.fetchToken()
    } catch (error) {
      console.warn('ID token refresh failed', error)
      this.current = null
      this.retryDelay = nextRetryDelay(this.retryDelay)
      this.timer = this.setTimer(() => void this.refresh(), this.retryDelay)
      return null
    }
    this.retryDelay = undefined
    this.current = readIdToken(raw)
    if (this.current) {
      const refreshIn = Math.max(0, this.current.expiresAt - REFRESH_BEFORE_MS - this.now())
      this.timer = this.setTimer(() => void this.refresh(), refreshIn)
    }
    return this.current
  }

  /** Signed out: forget the token and stop refreshing. */
  clear(): void {
    this.cancelTimer()
    this.current = null
    this.retryDelay = undefined
  }

  private cancelTimer() {
    if (this.timer !== undefined) this.clearTimer(this.timer)
    this.timer = undefined
  }
}
