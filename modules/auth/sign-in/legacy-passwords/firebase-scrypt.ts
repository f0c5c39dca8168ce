import { createCipheriv, scrypt, timingSafeEqual } from 'node:crypto'

/**
 * Firebase Authentication's modified scrypt (decision 068): scrypt(password, salt ‖ separator,
 * N = 2^memCost, r = rounds, p = 1) gives a 32-byte key; AES-256-CTR with that key and a zero IV
 * encrypts the project's signer key; the ciphertext is the password hash. All byte values travel
 * as base64, as the Firebase console and `firebase auth:export` show them.
 */
export type TFirebaseScryptParameters = {
  /** base64_signer_key of the project's password hash parameters. */
  signerKey: string
  /** base64_salt_separator of the project's password hash parameters. */
  saltSeparator: string
  rounds: number
  memCost: number
}

/** Firebase's console allows rounds 1–8 and mem_cost 1–14. */
export const FIREBASE_SCRYPT_LIMITS = { rounds: { min: 1, max: 8 }, memCost: { min: 1, max: 14 } } as const

const KEY_BYTES = 32

/** Both base64 alphabets: the CLI exports the standard one, the Admin SDK the URL-safe one. */
export function decodeFirebaseBase64(value: string): Buffer {
  return Buffer.from(value.replace(/-/g, '+').replace(/_/g, '/'), 'base64')
}

function deriveKey(password: string, salt: Buffer, rounds: number, memCost: number): Promise<Buffer> {
  const cost = 2 ** memCost
  // scrypt needs 128·N·r bytes: 16 MiB for Firebase's usual 14/8, which Node's 32 MiB default
  // maxmem allows only just; give it room instead of failing on a larger memCost.
  const maxmem = 256 * cost * rounds + 1024 * 1024
  // The password's UTF-8 bytes as typed, not normalised: Firebase hashed them so.
  return new Promise((resolve, reject) => {
    scrypt(password, salt, KEY_BYTES, { N: cost, r: rounds, p: 1, maxmem }, (error, key) =>
      error ? reject(error) : resolve(key),
    )
  })
}

/** The Firebase password hash of `password` with the user's `salt` (both base64). */
export async function hashFirebasePassword(
  password: string,
  salt: string,
  parameters: TFirebaseScryptParameters,
): Promise<string> {
  const saltBytes = Buffer.concat([
    decodeFirebaseBase64(salt),
    decodeFirebaseBase64(parameters.saltSeparator),
  ])
  const key = await deriveKey(password, saltBytes, parameters.rounds, parameters.memCost)
  const cipher = createCipheriv('aes-256-ctr', key, Buffer.alloc(16, 0))
  const signerKey = decodeFirebaseBase64(parameters.signerKey)
  return Buffer.concat([cipher.update(signerKey), cipher.final()]).toString('base64')
}

/** Whether `password` gives the stored Firebase hash; compared in constant time. */
export async function verifyFirebasePassword(
  password: string,
  salt: string,
  hash: string,
  parameters: TFirebaseScryptParameters,
): Promise<boolean> {
  const expected = decodeFirebaseBase64(hash)
  const actual = decodeFirebaseBase64(await hashFirebasePassword(password, salt, parameters))
  return expected.length === actual.length && timingSafeEqual(expected, actual)
}
