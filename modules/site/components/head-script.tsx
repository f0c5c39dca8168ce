import { HEAD_SCRIPT } from '@/lib/inline-scripts'

/**
 * Adds the class `js` to <html> before the first paint, and opens and closes the header's menus
 * from then on (lib/inline-scripts.ts). A component whose hydrated view differs from its
 * no-JavaScript one (the survey's one question per step) styles its server HTML with the `js:`
 * variant (app/globals.css) so that the first paint already has the hydrated shape and hydration
 * moves nothing. Without JavaScript the class never comes and the plain view stays. Inline because
 * it must run before paint; its hash goes into the policy (lib/inline-scripts.ts).
 */
export function HeadScript() {
  return (
    <script
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no user input
      dangerouslySetInnerHTML={{ __html: HEAD_SCRIPT }}
    />
  )
}
