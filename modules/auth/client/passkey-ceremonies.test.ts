import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  conditionalRequestOfTheBrowser,
  readsWebAuthnJson,
  startConditionalCeremony,
} from './passkey-ceremonies'

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

/** A browser with WebAuthn's JSON methods; `get` answers as the test says. */
function browserWithJson(get: (options: CredentialRequestOptions) => Promise<unknown>) {
  const parsed: unknown[] = []
  class FakeCredential {
    static parseRequestOptionsFromJSON(options: unknown) {
      parsed.push(options)
      return { parsed: options }
    }
    toJSON() {
      return { id: 'credential-1', rawId: 'credential-1', type: 'public-key', clientExtensionResults: {} }
    }
  }
  vi.stubGlobal('PublicKeyCredential', FakeCredential)
  vi.stubGlobal('navigator', { credentials: { get } })
  return { parsed, FakeCredential }
}

const OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  allowCredentials: [{ id: 'b3RoZXI', type: 'public-key' as const }],
  rpId: 'localhost',
}

describe("the autofill's request with the browser's own WebAuthn JSON", () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('asks for any passkey of the site, conditionally, ended by the signal, and answers its JSON', async () => {
    let asked: CredentialRequestOptions | undefined
    const { parsed, FakeCredential } = browserWithJson(async (options) => {
      asked = options
      return new FakeCredential()
    })
    const signal = new AbortController().signal
    expect(readsWebAuthnJson()).toBe(true)
    await expect(conditionalRequestOfTheBrowser(OPTIONS, signal)).resolves.toEqual({
      id: 'credential-1',
      rawId: 'credential-1',
      type: 'public-key',
      clientExtensionResults: {},
    })
    expect(parsed).toEqual([{ ...OPTIONS, allowCredentials: [] }])
    expect(asked).toEqual({ mediation: 'conditional', publicKey: { parsed: parsed[0] }, signal })
  })

  it('answers null when the request was ended or refused, and asks nothing once aborted', async () => {
    const get = vi.fn(async () => {
      throw new DOMException('ended', 'AbortError')
    })
    browserWithJson(get)
    const controller = new AbortController()
    await expect(conditionalRequestOfTheBrowser(OPTIONS, controller.signal)).resolves.toBeNull()
    controller.abort()
    await expect(conditionalRequestOfTheBrowser(OPTIONS, controller.signal)).resolves.toBeNull()
    expect(get).toHaveBeenCalledTimes(1)
  })

  it('is not used where the browser lacks the JSON methods', () => {
    vi.stubGlobal('PublicKeyCredential', class {})
    expect(readsWebAuthnJson()).toBe(false)
  })
})
