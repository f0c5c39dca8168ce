import { describe, expect, it } from 'vitest'
import { decodeFirebaseBase64, hashFirebasePassword, verifyFirebasePassword } from './firebase-scrypt'
import { formatFirebaseHash, parseFirebaseHash } from './stored-hash'

// The published test vector of Firebase's own scrypt repository (github.com/firebase/scrypt,
// README "Password Hashing"): these parameters, salt and password give exactly this hash.
const PUBLISHED = {
  parameters: {
    signerKey: 'jxspr8Ki0RYycVU8zykbdLGjFQ3McFUH0uiiTvC8pVMXAn210wjLNmdZJzxUECKbm0QsEmYUSDzZvpjeJ9WmXA==',
    saltSeparator: 'Bw==',
    rounds: 8,
    memCost: 14,
  },
  salt: '42xEC+ixf3L2lw==',
  password: 'user1password',
  hash: 'lSrfV15cpx95/sZS2W9c9Kp6i/LVgQNDNC/qzrCnh1SAyZvqmZqAjTdn3aoItz+VHjoZilo78198JAdRuid5lQ==',
}

describe("Firebase's modified scrypt", () => {
  it('gives the published test vector', async () => {
    expect(await hashFirebasePassword(PUBLISHED.password, PUBLISHED.salt, PUBLISHED.parameters)).toBe(
      PUBLISHED.hash,
    )
  })

  it('verifies the right password and refuses others', async () => {
    const { password, salt, hash, parameters } = PUBLISHED
    expect(await verifyFirebasePassword(password, salt, hash, parameters)).toBe(true)
    expect(await verifyFirebasePassword('user1Password', salt, hash, parameters)).toBe(false)
    expect(await verifyFirebasePassword('', salt, hash, parameters)).toBe(false)
    // Another project's signer key gives another hash.
    const otherKey = Buffer.alloc(64, 7).toString('base64')
    expect(await verifyFirebasePassword(password, salt, hash, { ...parameters, signerKey: otherKey })).toBe(
      false,
    )
  })

  it('reads the URL-safe base64 of Admin SDK exports like the standard one', async () => {
    const urlSafe = (value: string) => value.replace(/\+/g, '-').replace(/\//g, '_')
    const { password, salt, hash, parameters } = PUBLISHED
    expect(decodeFirebaseBase64(urlSafe(hash))).toEqual(Buffer.from(hash, 'base64'))
    expect(await verifyFirebasePassword(password, urlSafe(salt), urlSafe(hash), parameters)).toBe(true)
  })
})

describe('the stored form of an imported hash', () => {
  it('keeps hash, salt and parameters and reads them back', () => {
    const stored = formatFirebaseHash(PUBLISHED)
    expect(stored).toMatch(/^\$firebase-scrypt\$r=8,m=14\$Bw==\$/)
    expect(parseFirebaseHash(stored)).toEqual({
      hash: PUBLISHED.hash,
      salt: PUBLISHED.salt,
      parameters: PUBLISHED.parameters,
    })
  })

  it('is never mistaken for one of our own hashes or a damaged value', () => {
    expect(parseFirebaseHash('a1b2c3:d4e5f6')).toBeNull()
    const stored = formatFirebaseHash(PUBLISHED)
    expect(parseFirebaseHash(`${stored}$extra`)).toBeNull()
    expect(parseFirebaseHash(stored.replace('r=8', 'r=99'))).toBeNull()
    expect(parseFirebaseHash(stored.replace('Bw==', 'not base64!'))).toBeNull()
  })
})
