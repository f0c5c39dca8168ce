import { AsyncResource } from 'node:async_hooks'

// Anything long-lived made while a request is being served (a database connection, a client
// instance with a pending promise) keeps that request's AsyncLocalStorage stores for as long as it
// lives: Node copies the current stores onto every async resource it creates. Next's per-request
// store reaches an aborted controller whose error holds run Immediates, and those link to the
// Immediates, stores and responses of later requests: one pooled socket made inside a request
// kept every response since alive (heap snapshot, decision 058). Such things are
// made in a scope captured at process start instead, which carries no request's stores.
const holder = globalThis as typeof globalThis & { __exhaleRootScope?: AsyncResource }

/** Call once at process start, before the first request (server/http-server.ts). */
export function captureRootScope(): void {
  holder.__exhaleRootScope ??= new AsyncResource('exhale.outside-request')
}

/** Runs `make` outside any request's context, where the root scope was captured; else as is. */
export function outsideRequest<T>(make: () => T): T {
  const root = holder.__exhaleRootScope
  return root ? root.runInAsyncScope(make) : make()
}
