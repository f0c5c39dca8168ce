import type { IncomingMessage } from 'node:http'
import { OAuth2Server } from 'oauth2-mock-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { revokeAppleToken, revokeAppleTokensAfterCommit } from './apple-revoke'

// The local OIDC mock stands in for Apple's revoke endpoint (deleting an account revokes its Apple token).
const server = new OAuth2Server()
const received: Array<{ contentType: string | undefined; body: URLSearchParams }> = []
let endpoint: string

beforeAll(async () => {
  await server.issuer.keys.generate('RS256')
  await server.start(0, '127.0.0.1')
  endpoint = `${server.issuer.url}/revoke`
  server.service.on('beforeRevoke', (_response: unknown, req: IncomingMessage) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () =>
      received.push({
        contentType: req.headers['content-type'],
        body: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
      }),
    )
  })
})

afterAll(async () => {
  await server.stop()
})

describe('revokeAppleToken', () => {
  it('posts the refresh token with the client credentials, as Apple expects', async () => {
    const account = { providerId: 'apple', accessToken: 'access-1', refreshToken: 'refresh-1' }
    expect(
      await revokeAppleToken(account, { clientId: 'com.exhale.web', clientSecret: 'jwt' }, endpoint),
    ).toBe(true)
    await expect.poll(() => received.length).toBe(1)
    expect(received[0]?.contentType).toBe('application/x-www-form-urlencoded')
    expect(Object.fromEntries(received[0]!.body)).toEqual({
      client_id: 'com.exhale.web',
      client_secret: 'jwt',
      token: 'refresh-1',
      token_type_hint: 'refresh_token',
    })
  })

  it('falls back to the access token, and does nothing without a token', async () => {
    const credentials = { clientId: 'c', clientSecret: 's' }
    await revokeAppleToken(
      { providerId: 'apple', accessToken: 'access-2', refreshToken: null },
      credentials,
      endpoint,
    )
    await expect.poll(() => received.length).toBe(2)
    expect(received[1]?.body.get('token_type_hint')).toBe('access_token')
    expect(
      await revokeAppleToken(
        { providerId: 'apple', accessToken: null, refreshToken: null },
        credentials,
        endpoint,
      ),
    ).toBe(false)
  })

  it('reports a refusal', async () => {
    const refuse = (response: { statusCode: number }) => {
      response.statusCode = 400
    }
    server.service.once('beforeRevoke', refuse)
    await expect(
      revokeAppleToken(
        { providerId: 'apple', accessToken: 'a', refreshToken: null },
        { clientId: 'c', clientSecret: 's' },
        endpoint,
      ),
    ).rejects.toThrow('HTTP 400')
  })
})

describe('revokeAppleTokensAfterCommit', () => {
  it('queues nothing while Apple sign-in is not configured', () => {
    const queued: Array<() => Promise<void>> = []
    revokeAppleTokensAfterCommit([{ providerId: 'apple', accessToken: 'a', refreshToken: 'r' }], (task) =>
      queued.push(task),
    )
    expect(queued).toHaveLength(0)
  })
})
