// A stand-in for a browser's push service (Mozilla autopush, FCM) on 127.0.0.1, and the browser's
// side of a subscription: tests subscribe a "device", let the app send, then decrypt what arrived
// with the device's own keys (RFC 8291 + RFC 8188 aes128gcm) and check the VAPID signature
// (RFC 8292), as a real push service and browser would.
import {
  createDecipheriv,
  createECDH,
  createHmac,
  createPublicKey,
  type ECDH,
  randomBytes,
  verify,
} from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { TPushEndpointRule } from '@/modules/push/endpoint-rule'

export type TReceivedPush = {
  path: string
  headers: http.IncomingHttpHeaders
  body: Buffer
}

export type TFakePushService = {
  /** `http://push.test:<port>`: a host name, as real endpoints have; `rule` resolves it here. */
  origin: string
  /** The same service by its address, for what must never be reached (a redirect's target). */
  loopbackOrigin: string
  received: TReceivedPush[]
  /** The status the service answers for an endpoint path (default 201 Created), and headers. */
  answer(path: string, status: number, headers?: Record<string, string>): void
  /**
   * The endpoint rule of a test (modules/push/endpoint-rule.ts): only this service, by name,
   * over plain HTTP, resolved to 127.0.0.1 without any DNS; every other address stays refused.
   */
  rule: TPushEndpointRule
  close(): Promise<void>
}

export const FAKE_PUSH_HOST = 'push.test'

export async function startFakePushService(): Promise<TFakePushService> {
  const received: TReceivedPush[] = []
  const answers = new Map<string, { status: number; headers?: Record<string, string> }>()
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const path = request.url ?? '/'
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) })
      const answer = answers.get(path)
      response.writeHead(answer?.status ?? 201, answer?.headers)
      response.end()
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    origin: `http://${FAKE_PUSH_HOST}:${port}`,
    loopbackOrigin: `http://127.0.0.1:${port}`,
    received,
    answer: (path, status, headers) => answers.set(path, { status, headers }),
    rule: {
      services: [{ host: FAKE_PUSH_HOST, port }],
      lookup: async (host) => (host === FAKE_PUSH_HOST ? [{ address: '127.0.0.1', family: 4 }] : []),
      isReachable: (address) => address === '127.0.0.1',
      protocols: ['http:'],
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

export type TFakeDevice = {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  /** Decrypts a message the push service received for this device. */
  decrypt(body: Buffer): string
}

/** A browser's subscription: its own P-256 key pair and 16-byte auth secret. */
export function createFakeDevice(endpoint: string): TFakeDevice {
  const ecdh = createECDH('prime256v1')
  ecdh.generateKeys()
  const auth = randomBytes(16)
  return {
    subscription: {
      endpoint,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
    },
    decrypt: (body) => decryptAes128gcm(body, ecdh, auth),
  }
}

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest()

/** RFC 8291 §3.4 key derivation, then the RFC 8188 single-record aes128gcm decryption. */
function decryptAes128gcm(body: Buffer, device: ECDH, authSecret: Buffer): string {
  const salt = body.subarray(0, 16)
  const keyIdLength = body.readUInt8(20)
  const serverPublicKey = body.subarray(21, 21 + keyIdLength)
  const record = body.subarray(21 + keyIdLength)

  const sharedSecret = device.computeSecret(serverPublicKey)
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    device.getPublicKey(),
    serverPublicKey,
    Buffer.from([1]),
  ])
  const ikm = hmac(hmac(authSecret, sharedSecret), keyInfo)
  const prk = hmac(salt, ikm)
  const contentKey = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16)
  const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12)

  const decipher = createDecipheriv('aes-128-gcm', contentKey, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // The last record ends with the delimiter 0x02 and optional zero padding.
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end -= 1
  if (padded[end] !== 2) throw new Error('push message: no last-record delimiter')
  return padded.subarray(0, end).toString('utf8')
}

/** Checks `Authorization: vapid t=<JWT>, k=<key>`: an ES256 JWT for this audience, signed by `k`. */
export function readVapidAuthorization(header: string | undefined): {
  publicKey: string
  claims: { aud: string; exp: number; sub: string }
} {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header ?? '')
  if (!match) throw new Error(`not a VAPID authorization: ${header}`)
  const [, token = '', publicKey = ''] = match
  const [head = '', payload = '', signature = ''] = token.split('.')
  const raw = Buffer.from(publicKey, 'base64url')
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  })
  const valid = verify(
    'sha256',
    Buffer.from(`${head}.${payload}`),
    { key, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  )
  if (!valid) throw new Error('the VAPID signature does not verify with its key')
  return { publicKey, claims: JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) }
}
