/**
 * Adds the class `js` to <html> before the first paint. A component whose hydrated view differs
 * from its no-JavaScript one (the survey's one question per step) styles its server HTML with the
 * `js:` variant (app/globals.css) so that the first paint already has the hydrated shape and
 * hydration moves nothing. Without JavaScript the class never comes and the plain view stays.
 * Inline because it must run before paint; the CSP allows inline scripts (lib/security-headers.ts).
 */
export function JsClassScript() {
  return (
    <script
      // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant, no user input
      dangerouslySetInnerHTML={{ __html: "document.documentElement.classList.add('js')" }}
    />
  )
}
