import { checkBrowserSwitches } from './browser-switches'
import { checkServedBuild, markBuildServed } from './served-build'
import { e2ePort } from './server-env'

// Playwright starts its web servers before globalSetup: the build is the one being served now,
// unless Playwright reused a server that was already running (outside CI), which must be ours.
export default async function globalSetup(): Promise<void> {
  await checkServedBuild(`http://localhost:${e2ePort()}`)
  markBuildServed()
  await checkBrowserSwitches()
}
