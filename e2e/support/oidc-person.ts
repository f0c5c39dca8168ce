import type { BrowserContext } from '@playwright/test'
import { oidcMockUrl } from './oidc-config'
import { OIDC_PERSON_COOKIE, type TOidcMockPerson } from './oidc-mock'

/** The local OIDC provider signs this browser context in as `person` (e2e/support/oidc-mock.ts). */
export async function signInAtProviderAs(context: BrowserContext, person: TOidcMockPerson): Promise<void> {
  await context.addCookies([
    {
      name: OIDC_PERSON_COOKIE,
      value: Buffer.from(JSON.stringify(person)).toString('base64url'),
      url: oidcMockUrl,
    },
  ])
}
