import { renderFailingPage } from '@/modules/site/test-routes'

// Exists for the browser tests only (E2E_TEST_ROUTES=1); see modules/site/test-routes.ts.
export default async function Page(): Promise<never> {
  return renderFailingPage()
}
