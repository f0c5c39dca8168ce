type TClick = Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey' | 'defaultPrevented'>
type TAnchor = { href: string; target: string; hasAttribute(name: string): boolean }

/**
 * Where the app router should go for a click on a page link, or null when the browser should
 * handle the click itself, as next/link decides: a click another handler took, not the main
 * button, with a modifier key (new tab, new window, download), a link to another window or a
 * download, another origin, or a jump within the page (`#part` of the address already shown).
 */
export function routerTarget(click: TClick, anchor: TAnchor, here: URL): string | null {
  if (click.defaultPrevented || click.button !== 0) return null
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return null
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null
  const url = new URL(anchor.href, here)
  if (url.origin !== here.origin) return null
  if (url.hash && url.pathname === here.pathname && url.search === here.search) return null
  return url.pathname + url.search + url.hash
}
