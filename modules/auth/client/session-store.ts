'use client'

import { startTransition, useEffect, useState } from 'react'
import { hasPageHydrated } from '@/modules/ui/client/hydrated'
import { whenIdle } from '@/modules/ui/client/when-idle'
import type { TSessionNoticeCode } from '../error-codes'
import { sessionUserOf } from '../sessions/session-user'
import { callAuthApi } from './auth-api'

// The signed-in state of the UI (seed §3: user and claims), shared by every island of the page
// and kept in step across tabs. Visitors never ask the server: without the signed-in marker
// cookie there is no session to ask for, so cached pages cost the origin nothing.
// It talks to Better Auth's two endpoints with plain fetch (auth-api.ts), not through
// auth-client.ts: this store is on every page (the header), the Better Auth client is ~18 KB gzip.

export type TClientUser = {
  id: string
  email: string
  name: string
  emailVerified: boolean
  role: string
}
export type TAuthState =
  | { status: 'unknown'; user: null; claims: { admin: false }; notice?: undefined }
  | { status: 'signed-out'; user: null; claims: { admin: false }; notice?: TSessionNoticeCode }
  | { status: 'signed-in'; user: TClientUser; claims: { admin: boolean }; notice?: undefined }

const MARKER = 'exhale.signed_in'
const CHANNEL = 'exhale-auth'
const FOCUS_REFETCH_MS = 5_000

/** The user as Better Auth's get-session returns it (admin plugin: `role`). */
type TSessionUser = { id: string; email: string; name: string; emailVerified: boolean; role?: string | null }
const UNKNOWN: TAuthState = { status: 'unknown', user: null, claims: { admin: false } }
const SIGNED_OUT: TAuthState = { status: 'signed-out', user: null, claims: { admin: false } }
const signedOut = (notice?: TSessionNoticeCode): TAuthState => ({
  ...SIGNED_OUT,
  status: 'signed-out',
  notice,
})

let state: TAuthState = UNKNOWN
let lastFetch = 0
let inFlight: Promise<TAuthState> | undefined
let channel: BroadcastChannel | undefined
let started = false
const listeners = new Set<() => void>()

function setState(next: TAuthState) {
  state = next
  for (const listener of listeners) listener()
}

export function hasSignedInMarker(): boolean {
  return typeof document !== 'undefined' && document.cookie.split('; ').some((part) => part === `${MARKER}=1`)
}

function announce(event: 'signed-in' | 'signed-out') {
  try {
    channel?.postMessage({ event, at: Date.now() })
  } catch (error) {
    console.warn('tab sync failed', error)
  }
}

/** Asks the server for the session (only when a session cookie may exist). */
export function refreshSession(): Promise<TAuthState> {
  if (!hasSignedInMarker() && state.status !== 'signed-in') {
    if (state.status === 'unknown') setState(SIGNED_OUT)
    return Promise.resolve(state)
  }
  inFlight ??= (async () => {
    lastFetch = Date.now()
    const wasSignedIn = state.status === 'signed-in'
    try {
      const { data, error } = await callAuthApi<{ user?: TSessionUser } | null>(
        '/get-session?disableCookieCache=true',
      )
      if (error) {
        // 401: the session ended on the server (banned, revoked, expired).
        const notice: TSessionNoticeCode =
          error.code === 'BANNED_USER' ? 'auth/user-disabled' : 'auth/user-token-expired'
        setState(signedOut(error.status === 401 ? notice : undefined))
      } else if (data?.user) {
        const user = data.user
        setState({
          status: 'signed-in',
          user: sessionUserOf(user),
          claims: { admin: user.role === 'admin' },
        })
      } else {
        setState(signedOut(wasSignedIn ? 'auth/user-token-expired' : undefined))
      }
    } catch (error) {
      // Offline: keep what we know.
      console.warn('session check failed', error)
      if (state.status === 'unknown') setState(SIGNED_OUT)
    } finally {
      inFlight = undefined
    }
    return state
  })()
  return inFlight
}

/**
 * The sign-in and sign-out extras (session-edges.ts), loaded on first use. A chunk that cannot
 * load (a deploy replaced it) never keeps anyone from signing in or out: they go without it.
 */
async function loadSessionEdges() {
  try {
    return await import('./session-edges')
  } catch (error) {
    console.warn('sign-in extras unavailable', error)
    return null
  }
}

/** After a successful sign-in or sign-up: load the user, sync the token, tell the other tabs. */
export async function completeSignIn(): Promise<TAuthState> {
  const next = await refreshSession()
  announce('signed-in')
  await (await loadSessionEdges())?.afterSignIn()
  return next
}

/**
 * Signs out here and in every open tab; clears user and claims (seed §4). This browser's push
 * notifications leave the account first, while the session still allows it.
 */
export async function signOut(): Promise<void> {
  const finishSync = (await (await loadSessionEdges())?.beforeSignOut()) ?? (async () => {})
  const { error } = await callAuthApi('/sign-out', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  })
  if (error) console.warn('sign-out failed on the server', error)
  setState(SIGNED_OUT)
  announce('signed-out')
  await finishSync()
}

function start() {
  if (typeof BroadcastChannel !== 'undefined') {
    channel = new BroadcastChannel(CHANNEL)
    channel.onmessage = () => {
      void refreshSession()
    }
  }
  const onFocus = () => {
    if (document.visibilityState === 'hidden') return
    if (Date.now() - lastFetch < FOCUS_REFETCH_MS) return
    void refreshSession()
  }
  window.addEventListener('focus', onFocus)
  document.addEventListener('visibilitychange', onFocus)
  void refreshSession()
}

/**
 * The first subscriber starts the store when the browser is next idle: its channel, listeners and
 * first check are not work for the task that runs the page's effects after hydration (decision 088).
 */
function subscribe(listener: () => void) {
  if (!started) {
    started = true
    whenIdle(start)
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/**
 * The UI's auth state; 'unknown' during server rendering, while hydrating and until the first
 * check. A change is rendered as a transition, not as the synchronous re-render a store
 * subscription forces: the first check (a visitor is signed out at once) comes while the page's
 * effects run after hydration, and every island that shows the state would re-render in that
 * same long task on a slow phone (decision 077). Nothing here needs a tear-free read.
 */
export function useAuthState(): TAuthState {
  const [current, setCurrent] = useState<TAuthState>(() => (hasPageHydrated() ? state : UNKNOWN))
  useEffect(() => {
    const follow = () => startTransition(() => setCurrent(state))
    const unsubscribe = subscribe(follow)
    follow()
    return unsubscribe
  }, [])
  return current
}

/** Drops a shown notice (e.g. after the person read "you have been signed out"). */
export function dismissAuthNotice() {
  if (state.status === 'signed-out' && state.notice) setState(SIGNED_OUT)
}
