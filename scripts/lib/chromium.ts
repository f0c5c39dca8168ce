// How the browser tests (playwright.config.ts) and the Lighthouse benchmark start Debian's
// Chromium: never a downloaded browser, and without the browser's own pages that no test looks at
// (decision 085).

export const CHROMIUM_PATH = '/usr/bin/chromium'

/**
 * Chromium's new headless mode builds a whole browser window for every tab, and each window
 * loads the address bar's suggestion popup, a page of the browser's own (a renderer process
 * with its scripts and styles): about a CPU-second per tab on our two cores, half of what a new
 * tab costs before it loads one of our pages. No test or audit uses the address bar.
 */
export const UNUSED_BROWSER_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup', 'WebUIOmniboxFullPopup']

/** The switches both start Chromium with, besides those Playwright or Lighthouse add. */
export const CHROMIUM_SWITCHES = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

const DISABLE_FEATURES = '--disable-features='

/** The features a list of switches turns off (every `--disable-features=` in it). */
export function disabledFeaturesOf(switches: readonly string[]): string[] {
  return switches
    .filter((value) => value.startsWith(DISABLE_FEATURES))
    .flatMap((value) => value.slice(DISABLE_FEATURES.length).split(','))
    .filter(Boolean)
}

/**
 * One `--disable-features` switch that turns off the launcher's features and ours: Chromium
 * reads only the last one on its command line, so a second switch of our own would turn the
 * launcher's back on (Playwright's keep the browser from calling Google's servers).
 */
export function disableFeaturesSwitch(launcherFeatures: readonly string[]): string {
  return DISABLE_FEATURES + [...new Set([...launcherFeatures, ...UNUSED_BROWSER_FEATURES])].join(',')
}
