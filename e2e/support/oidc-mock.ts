// A local OpenID Connect provider for the popup sign-in tests (decision 009): the app
// under test is started with OIDC_ISSUER pointing here (playwright.config.ts), so the whole
// popup flow runs without network. `tsx e2e/support/oidc-mock.ts <port>`.
import { OAuth2Server } from 'oauth2-mock-server'

export type TOidcMockPerson = { sub: string; email: string; email_verified: boolean; name: string }

export const OIDC_MOCK_USER: TOidcMockPerson = {
  sub: 'oidc-e2e-person',
  email: 'oidc-person@example.test',
  email_verified: true,
  name: 'Olga Idsen',
}

/**
 * A test signs in as someone else by setting this cookie (e2e/support/oidc-person.ts) before it
 * opens the popup: the browser sends it to the provider's authorize page (cookies ignore the
 * port), which then describes that person in the tokens and the userinfo answer of that sign-in.
 */
export const OIDC_PERSON_COOKIE = 'oidc-mock-person'

function personFromCookie(header: string | undefined): TOidcMockPerson | null {
  const value = header
    ?.split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === OIDC_PERSON_COOKIE)?.[1]
  if (!value) return null
  return JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as TOidcMockPerson
}

/** The person a bearer access token of ours was issued for (its payload carries them). */
function personFromBearer(header: string | undefined): TOidcMockPerson | null {
  const payload = header?.replace(/^Bearer /, '').split('.')[1]
  if (!payload) return null
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<TOidcMockPerson>
  if (!claims.sub || !claims.email) return null
  return {
    sub: claims.sub,
    email: claims.email,
    email_verified: claims.email_verified ?? true,
    name: claims.name ?? '',
  }
}

async function main() {
  const port = Number(process.argv[2] ?? 3190)
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  const chosen = new Map<string, TOidcMockPerson>()
  server.service.on(
    'beforeAuthorizeRedirect',
    (redirect: { url: URL }, req: { headers: { cookie?: string } }) => {
      const person = personFromCookie(req.headers.cookie)
      const code = redirect.url.searchParams.get('code')
      if (person && code) chosen.set(code, person)
    },
  )
  // Every token and the userinfo answer of one sign-in describe the same person.
  server.service.on('beforeTokenSigning', (token, req: { body?: { code?: string } }) => {
    Object.assign(token.payload, chosen.get(req.body?.code ?? '') ?? OIDC_MOCK_USER)
  })
  server.service.on('beforeResponse', (_response, req: { body?: { code?: string } }) => {
    chosen.delete(req.body?.code ?? '')
  })
  server.service.on('beforeUserinfo', (response, req: { headers: { authorization?: string } }) => {
    response.body = { ...(personFromBearer(req.headers.authorization) ?? OIDC_MOCK_USER) }
  })
  await server.start(port, 'localhost')
  console.log(`OIDC mock issuer ready at ${server.issuer.url}`)
  const stop = () => void server.stop().finally(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (import.meta.url === `file://${process.argv[1]}`) void main()
