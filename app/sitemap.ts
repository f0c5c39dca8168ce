import type { MetadataRoute } from 'next'
import { buildSitemap } from '@/modules/content/sitemap'

// Rebuilt with the content (POST /api/content/revalidate), at the latest after an hour.
export const revalidate = 3600

export default function sitemap(): Promise<MetadataRoute.Sitemap> {
  return buildSitemap()
}
