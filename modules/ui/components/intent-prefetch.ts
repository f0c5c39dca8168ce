/**
 * Spread onto a next/link of a page's chrome or content: no prefetch when it scrolls into view;
 * the page is fetched once someone is about to follow it (pointer over it, a touch, keyboard
 * focus; modules/site/components/intent-prefetch.tsx, decision 071). Prefetching every visible
 * link on load parsed their pages' data on the main thread while a phone was starting the page.
 */
export const intentPrefetch = { prefetch: false, 'data-prefetch': 'intent' } as const

/** The links `intentPrefetch` marks. */
export const INTENT_PREFETCH_SELECTOR = 'a[data-prefetch="intent"]'
