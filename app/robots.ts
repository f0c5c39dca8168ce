import type { MetadataRoute } from 'next'
import { buildRobots } from '@/modules/content/sitemap'

export default function robots(): MetadataRoute.Robots {
  return buildRobots()
}
