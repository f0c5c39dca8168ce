import { routeHandler } from '@/lib/route'
import { handleRevalidateRequest } from '@/modules/content/revalidate-route'

/** Storyblok's webhook (or any caller with the shared secret): modules/content/revalidate-route.ts. */
export const POST = routeHandler(handleRevalidateRequest)
