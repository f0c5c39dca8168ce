import { chromium } from '@playwright/test'
import {
  CHROMIUM_PATH,
  CHROMIUM_SWITCHES,
  disabledFeaturesOf,
  disableFeaturesSwitch,
} from '../../scripts/lib/chromium'

/**
 * Playwright's own `--disable-features` list (playwright-core 1.65): ours repeats it, as Chromium
 * reads only the last such switch. checkBrowserSwitches fails the run when Playwright's changes.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
]

/** The switches of the browser every test runs in (playwright.config.ts). */
export const browserSwitches = [...CHROMIUM_SWITCHES, disableFeaturesSwitch(PLAYWRIGHT_DISABLED_FEATURES)]

/**
 * Starts the browser as the tests do and reads its command line: every feature Playwright turns
 * off must still be off in the last `--disable-features` (some keep Chromium from calling
 * Google's servers, and no test may send anything off this machine).
 */
export async function checkBrowserSwitches(): Promise<void> {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args: browserSwitches })
  try {
    const switches = (server.process().spawnargs ?? []).filter((value) =>
      value.startsWith('--disable-features='),
    )
    const last = new Set(disabledFeaturesOf(switches.slice(-1)))
    const dropped = disabledFeaturesOf(switches).filter((feature) => !last.has(feature))
    if (dropped.length > 0) {
      throw new Error(
        `Playwright now turns off ${dropped.join(', ')} as well: add them to PLAYWRIGHT_DISABLED_FEATURES in ` +
          'e2e/support/browser-switches.ts (Chromium reads only the last --disable-features switch)',
      )
    }
  } finally {
    await server.close()
  }
}
