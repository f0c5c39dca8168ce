/**
 * Spread onto an `<a>` to a page of the site. Once the page has hydrated, one listener for the
 * whole document follows such a link with the app router instead of loading a new document
 * (modules/site/components/page-link-navigation.tsx, decision 072); before that, and without
 * JavaScript, it is an ordinary link. A plain anchor, not next/link: next/link is a client
 * component with 4 KB of script that every page would load and hydrate link by link.
 */
export const pageLink = { 'data-page-link': '' } as const

/**
 * `pageLink`, and the page is fetched once someone is about to follow the link (pointer over it,
 * a touch, keyboard focus; modules/site/components/intent-prefetch.tsx, decision 071), not when
 * it scrolls into view: prefetching every visible link on load parsed their pages' data on the
 * main thread while a phone was starting the page.
 */
export const intentPrefetch = { ...pageLink, 'data-prefetch': 'intent' } as const

/** The links `pageLink` marks. */
export const PAGE_LINK_SELECTOR = 'a[data-page-link]'

/** The links `intentPrefetch` marks. */
export const INTENT_PREFETCH_SELECTOR = 'a[data-prefetch="intent"]'
