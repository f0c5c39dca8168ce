// Test helpers: RFC 6238 codes computed from the secret an account shows (node:crypto only).
import { createHmac } from 'node:crypto'
import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from './constants'

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function decodeBase32(text: string): Buffer {
  const clean = text.replace(/=+$/, '').toUpperCase()
  let bits = 0
  let value = 0
  const bytes: number[] = []
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error(`not base32: ${char}`)
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The TOTP code of a base32 secret at `time`, `steps` periods away (negative: the past). */
export function totpCode(secret: string, { time = Date.now(), steps = 0 } = {}): string {
  const counter = Math.floor(time / 1000 / TOTP_PERIOD_SECONDS) + steps
  const message = Buffer.alloc(8)
  message.writeBigUInt64BE(BigInt(counter))
  const hmac = createHmac('sha1', decodeBase32(secret)).update(message).digest()
  const offset = (hmac[hmac.length - 1] ?? 0) & 0x0f
  const binary = hmac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

/** The base32 secret of an otpauth:// URI. */
export function secretOfUri(uri: string): string {
  return new URL(uri).searchParams.get('secret') ?? ''
}
