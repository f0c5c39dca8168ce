import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { describe, expect, it } from 'vitest'
import { formatAbortReasonStacks } from './abort-reasons'

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** An Error made in a method of `receiver`, so its frames name the receiver (as React's is made in an Immediate). */
function errorMadeOn(receiver: { make(): Error }): Error {
  return receiver.make()
}

/**
 * Whether the object is gone after a few collections. One pass is not always enough when the
 * worker's process is shared with other test files (decision 078).
 */
async function isCollected(ref: WeakRef<object>): Promise<boolean> {
  for (let pass = 0; pass < 5; pass++) {
    await new Promise((resolve) => setImmediate(resolve))
    collectGarbage()
    if (ref.deref() === undefined) return true
  }
  return false
}

describe('abort reasons of finished renders', () => {
  it('an Error whose stack nobody read keeps the object its frame ran on (why the patch exists)', async () => {
    let receiver: { make(): Error } | undefined = { make: () => new Error('kept') }
    const ref = new WeakRef(receiver)
    const error = errorMadeOn(receiver)
    receiver = undefined
    expect(await isCollected(ref)).toBe(false)
    expect(error.message).toBe('kept')
  })

  it('once an AbortController aborts with it, that object is free', async () => {
    formatAbortReasonStacks()
    const controller = new AbortController()
    let receiver: { make(): Error } | undefined = {
      make() {
        return new Error('This render completed successfully.')
      },
    }
    const ref = new WeakRef(receiver)
    controller.abort(errorMadeOn(receiver))
    receiver = undefined
    expect(await isCollected(ref)).toBe(true)
    expect(controller.signal.reason).toBeInstanceOf(Error)
    expect(String((controller.signal.reason as Error).stack)).toContain('This render completed successfully.')
  })

  it('still aborts: listeners run and the reason is the one given', () => {
    formatAbortReasonStacks()
    formatAbortReasonStacks()
    const controller = new AbortController()
    const seen: unknown[] = []
    controller.signal.addEventListener('abort', () => seen.push(controller.signal.reason))
    controller.abort('why')
    expect(seen).toEqual(['why'])
    expect(controller.signal.aborted).toBe(true)
  })
})
