import { describe, expect, it } from 'vitest'
import { startConditionalCeremony } from './passkey-ceremonies'

/** A stand-in for the browser's one pending WebAuthn request, ended as the abort service ends it. */
function fakeBrowser() {
  let end: (() => void) | undefined
  return {
    request: () =>
      new Promise<void>((_, reject) => {
        end = () => reject(new Error('AbortError'))
      }),
    endRequest: () => {
      end?.()
      end = undefined
    },
  }
}

const tick = (ms = 20) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the autofill passkey ceremony and the button', () => {
  it('ends a waiting autofill request and settles before the button starts its own', async () => {
    const browser = fakeBrowser()
    const steps: string[] = []
    const autofill = startConditionalCeremony(async (signal) => {
      steps.push('autofill: challenge')
      await browser.request().catch(() => steps.push('autofill: ended'))
      if (signal.aborted) return
      steps.push('autofill: verified')
    }, browser.endRequest)
    await tick()
    await autofill.cancel()
    steps.push('button: challenge')
    expect(steps).toEqual(['autofill: challenge', 'autofill: ended', 'button: challenge'])
  })

  it('also ends the request an autofill ceremony starts after the abort (its challenge was on the way)', async () => {
    const browser = fakeBrowser()
    const steps: string[] = []
    let challengeArrives = () => {}
    const autofill = startConditionalCeremony(async (signal) => {
      await new Promise<void>((resolve) => {
        challengeArrives = resolve
      })
      await browser.request().catch(() => steps.push('autofill: ended'))
      if (!signal.aborted) steps.push('autofill: verified')
    }, browser.endRequest)
    const cancelled = autofill.cancel()
    await tick()
    challengeArrives()
    await cancelled
    steps.push('button: challenge')
    expect(steps).toEqual(['autofill: ended', 'button: challenge'])
  })

  it('hands the verification request an aborted signal', async () => {
    let seen: AbortSignal | undefined
    const autofill = startConditionalCeremony(
      async (signal) => {
        seen = signal
      },
      () => {},
    )
    await autofill.cancel()
    expect(seen?.aborted).toBe(true)
  })
})
