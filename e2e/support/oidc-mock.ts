// A local OpenID Connect provider for the popup sign-in tests (decision 009): the app
// under test is started with OIDC_ISSUER pointing here (playwright.config.ts), so the whole
// popup flow runs without network. `tsx e2e/support/oidc-mock.ts <port>`.
import { OAuth2Server } from 'oauth2-mock-server'

export const OIDC_MOCK_USER = {
  sub: 'oidc-e2e-person',
  email: 'oidc-person@example.test',
  email_verified: true,
  name: 'Olga Idsen',
}

async function main() {
  const port = Number(process.argv[2] ?? 3190)
  const server = new OAuth2Server()
  await server.issuer.keys.generate('RS256')
  // Every token and the userinfo answer describe the same person.
  server.service.on('beforeTokenSigning', (token) => {
    Object.assign(token.payload, OIDC_MOCK_USER)
  })
  server.service.on('beforeUserinfo', (response) => {
    response.body = { ...OIDC_MOCK_USER }
  })
  await server.start(port, 'localhost')
  console.log(`OIDC mock issuer ready at ${server.issuer.url}`)
  const stop = () => void server.stop().finally(() => process.exit(0))
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

if (import.meta.url === `file://${process.argv[1]}`) void main()
