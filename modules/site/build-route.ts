/** `GET /builds/latest.json`: the build this server runs; clients poll it to notice a deploy. */
export function handleLatestBuildRequest(): Response {
  return Response.json(
    { id: process.env.NEXT_PUBLIC_BUILD_ID, timestamp: Date.parse(process.env.NEXT_PUBLIC_BUILD_TIME ?? '') },
    { headers: { 'Cache-Control': 'no-cache, no-store, must-revalidate' } },
  )
}
