import 'server-only'
import type { TLocale } from '@/i18n/locales'
import { logger } from '@/lib/logger'
import type { TBlock, TFeatureBlock } from '@/modules/content/public'
import { ContentServiceError, loadStory } from '@/modules/content/public'

export type TPreparationStep = { title: string; text: string }

/** Steps before the quit day: the programme's steps up to the quit day itself. */
const STEPS_BEFORE_QUIT_DAY = 5

/**
 * The preparation steps of the programme page (content `quit-smoking`, its first grid), so the
 * countdown says what the programme says, in the person's language. Empty when the content
 * service is down: the countdown still shows.
 */
export async function listPreparationSteps(locale: TLocale): Promise<TPreparationStep[]> {
  try {
    const result = await loadStory('quit-smoking', locale)
    const grid = result?.story.content.body.find((block: TBlock) => block.component === 'grid')
    if (grid?.component !== 'grid') return []
    return grid.columns
      .filter((block): block is TFeatureBlock => block.component === 'feature')
      .slice(0, STEPS_BEFORE_QUIT_DAY)
      .map((feature) => ({ title: feature.title, text: feature.text ?? '' }))
  } catch (error) {
    if (!(error instanceof ContentServiceError)) throw error
    logger.warn({ err: error }, 'preparation steps unavailable')
    return []
  }
}
