import path from 'node:path'
import { getConfig, type TConfig } from '@/lib/config'
import { createLocalSource } from './local-source'
import type { ContentSource } from './source'
import { createStoryblokSource } from './storyblok-source'

/** Storyblok when STORYBLOK_TOKEN is set, otherwise the stories shipped in CONTENT_DIR. */
export function createContentSource(config: TConfig): ContentSource {
  if (config.STORYBLOK_TOKEN) {
    return createStoryblokSource({
      token: config.STORYBLOK_TOKEN,
      version: config.STORYBLOK_VERSION,
      region: config.STORYBLOK_REGION,
      endpoint: config.STORYBLOK_ENDPOINT,
    })
  }
  return createLocalSource({ dir: path.resolve(config.CONTENT_DIR) })
}

let cached: ContentSource | undefined

/** One source per process, so the Storyblok client's rate limit covers every request it makes. */
export function getContentSource(): ContentSource {
  cached ??= createContentSource(getConfig())
  return cached
}
