'use client'

/**
 * Runs `run` when the browser is next idle (Safari has no idle callback: in the next task), for
 * work after hydration that nothing on screen waits for; answers its cancellation.
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run)
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 0)
  return () => window.clearTimeout(handle)
}
