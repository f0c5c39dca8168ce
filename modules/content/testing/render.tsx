// Test helpers: a render context with English labels, and rendering a story to static HTML.
import { renderToStaticMarkup } from 'react-dom/server'
import type { TLocale } from '@/i18n/locales'
import type { TRenderContext } from '../components/render-context'
import { StoryContent } from '../components/story-content'
import type { TPageBlock } from '../types'
import type { TContentVariables } from '../variables'

export function testRenderContext(
  options: {
    locale?: TLocale
    development?: boolean
    variables?: TContentVariables
    hideMissingSettings?: boolean
  } = {},
): TRenderContext {
  return {
    locale: options.locale ?? 'en',
    development: options.development ?? false,
    variables: options.variables ?? {},
    hideMissingSettings: options.hideMissingSettings ?? false,
    labels: {
      readMore: 'Read more',
      opensInNewTab: 'opens in a new tab',
      myProgress: 'Go to my progress',
      onThisPage: 'On this page',
      invalidBlock: (component, problem) => `Block ${component} cannot be shown: ${problem}`,
      notConfigured: (env) => `not configured (${env})`,
    },
  }
}

export function renderPage(page: TPageBlock, ctx: TRenderContext = testRenderContext()): string {
  return renderToStaticMarkup(<StoryContent page={page} ctx={ctx} />)
}
