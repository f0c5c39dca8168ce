import type { Page } from '@playwright/test'

/**
 * Holds the page's script chunks back until the returned function is called, so a test sees the
 * server HTML as the browser paints it before hydration, then lets hydration run; or, called
 * after the page has loaded, holds back the code an island loads on use.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route(
    (url) => url.pathname.startsWith('/_next/static/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released
      await route.continue()
    },
  )
  return release
}

/** The text of every script the page loads from now on. */
export function recordScripts(page: Page): () => Promise<string[]> {
  const scripts: Promise<string>[] = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''))
  })
  return () => Promise.all(scripts)
}
