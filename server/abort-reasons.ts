// React aborts every finished server render's cache signal with an Error ("This render completed
// successfully…"). Until an Error's `stack` is read, V8 keeps its frames, and with them each
// frame's receiver: here the Immediate the render ran in, whose `_idleNext` Node never clears, so
// it links to the Immediates of later renders, their requests' stores, their abort errors, and so
// on. Anything long-lived that holds one request (a pooled connection, a cached promise) then
// kept every later response alive: 1 035 of 1 035 after a bench run, 340 MB of heap (decision
// 058). Reading `stack` once turns the frames into a string and breaks the chain.

const patched = Symbol.for('exhale.abortReasonStacks')

/** Makes every AbortController of this process format its reason's stack when it aborts. */
export function formatAbortReasonStacks(): void {
  const prototype = AbortController.prototype as AbortController & { [patched]?: true }
  if (prototype[patched]) return
  const abort = prototype.abort
  prototype.abort = function abortAndFormat(this: AbortController, reason?: unknown) {
    abort.call(this, reason)
    const final = this.signal.reason
    if (final instanceof Error) void final.stack
  }
  prototype[patched] = true
}
