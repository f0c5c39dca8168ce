import 'server-only'
import { isAPIError } from 'better-auth/api'
import { renderSVG } from 'uqr'
import { getAuth } from '../auth'
import { type TAuthErrorCode, toAuthErrorCode } from '../error-codes'

export type TSetupStart = {
  /** The otpauth:// QR code as an SVG data URI, drawn on the server. */
  qrCode: string
  /** The same secret as text (base32), for entering it by hand. */
  secret: string
  /** Ten recovery codes, shown once. */
  recoveryCodes: string[]
}

export type TSetupOutcome = { ok: true; data: TSetupStart } | { ok: false; code: TAuthErrorCode }

/** The base32 secret of an otpauth:// URI. */
export function secretOfTotpUri(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? ''
}

/** Draws the otpauth:// URI as a QR code (uqr), as a data URI an <img> can show. */
export function renderQrCode(uri: string): string {
  const svg = renderSVG(uri, { border: 2 })
  return `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
}

/**
 * Starts turning the second factor on for the session in `requestHeaders`: the plugin stores a
 * new encrypted secret (not active until a code confirms it) and answers the URI and codes.
 * Its rules apply: a session signed in within 10 minutes, and the password when there is one.
 */
export async function startSecondFactorSetup(
  requestHeaders: Headers,
  password: string | undefined,
): Promise<TSetupOutcome> {
  try {
    const answer = await getAuth().api.enableTwoFactor({
      headers: requestHeaders,
      body: { password, method: 'totp' },
    })
    if (!('totpURI' in answer) || !answer.totpURI) return { ok: false, code: 'auth/internal-error' }
    return {
      ok: true,
      data: {
        qrCode: renderQrCode(answer.totpURI),
        secret: secretOfTotpUri(answer.totpURI),
        recoveryCodes: answer.backupCodes ?? [],
      },
    }
  } catch (error) {
    if (isAPIError(error)) {
      const body = error.body as { code?: string } | undefined
      return { ok: false, code: toAuthErrorCode({ code: body?.code, status: error.statusCode }) }
    }
    throw error
  }
}
