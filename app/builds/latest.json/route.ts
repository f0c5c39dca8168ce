// The build this server runs; clients poll it to notice a deploy (seed: builds/latest.json).
export const dynamic = 'force-static'

export function GET() {
  return Response.json(
    { id: process.env.NEXT_PUBLIC_BUILD_ID, timestamp: Date.parse(process.env.NEXT_PUBLIC_BUILD_TIME ?? '') },
    { headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' } },
  )
}
