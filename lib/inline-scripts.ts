import { createHash } from 'node:crypto'

// The inline scripts our pages carry, recognised by their exact shape: the head script
// (modules/site/components/head-script.tsx), Turbopack's chunk list and Next's flight data
// (`self.__next_f.push([...])`). Each argument must parse as JSON, so a script with anything
// added around it — the shape an injection would take — does not match and stays blocked.
//
// The head script sets the class `js` on <html> (the `js:` styles), and `signed-in` when the
// signed-in marker cookie (`exhale.signed_in=1`, set beside the session cookie by
// modules/auth/exhale-plugin.ts) is there, so the header's account corner paints a signed-in
// person's entry from the first paint on (decision 070). And it turns off zod's `new Function`
// probe (`jitless`, through zod's global config object) before any chunk loads: under a policy
// without 'unsafe-eval' the probe is blocked and reported as a violation, and zod's schemas are
// built while their modules load.
const JS_CLASS_SCRIPT =
  "(function(c){c.add('js');if(/(?:^|; )exhale\\.signed_in=1(?:;|$)/.test(document.cookie))c.add('signed-in')})(document.documentElement.classList);(self.__zod_globalConfig=self.__zod_globalConfig||{}).jitless=true"

// The header's menus (modules/ui/components/disclosure-menu.tsx, the phone navigation) are
// opened and closed by this part, from the first paint on, not by React: they work before the
// page has hydrated, and no page hydrates their state (decision 087). A button
// `[data-disclosure]` toggles its `aria-expanded`; its panel is shown by CSS from that state.
// An open menu closes on Escape (focus goes back to its button when it was inside), on a press or
// focus outside its `[data-disclosure-root]`, and when a link in it is followed. Registered once
// per document: a root layout mounted by a client navigation does not run it again.
const DISCLOSURE_SCRIPT = [
  '(function(d){if(d.__disclosures)return;d.__disclosures=1;',
  "var OPEN='[data-disclosure][aria-expanded=true]';",
  "function set(b,open){b.setAttribute('aria-expanded',open?'true':'false')}",
  "function root(b){return b.closest('[data-disclosure-root]')||b.parentElement}",
  'function each(f){d.querySelectorAll(OPEN).forEach(f)}',
  'function closeOutside(t){each(function(b){if(!root(b).contains(t))set(b,false)})}',
  "d.addEventListener('click',function(e){var t=e.target;if(!t.closest)return;",
  "var b=t.closest('[data-disclosure]');if(b)set(b,b.getAttribute('aria-expanded')!=='true');",
  "else if(t.closest('a'))each(function(o){if(root(o).contains(t))set(o,false)})});",
  "d.addEventListener('pointerdown',function(e){closeOutside(e.target)});",
  "d.addEventListener('focusin',function(e){closeOutside(e.target)});",
  "d.addEventListener('keydown',function(e){if(e.key==='Escape')each(function(b){",
  'var inside=root(b).contains(d.activeElement);set(b,false);if(inside)b.focus()})})',
  '})(document)',
].join('')

/** The one inline script of our own, in every page's <head> (modules/site/components/head-script.tsx). */
export const HEAD_SCRIPT = `${JS_CLASS_SCRIPT};${DISCLOSURE_SCRIPT}`

const FLIGHT_INIT = '(self.__next_f=self.__next_f||[]).push([0])'
const FLIGHT_PUSH = /^self\.__next_f\.push\((\[[\s\S]*\])\)$/
const TURBOPACK_CHUNKS =
  /^\(globalThis\["TURBOPACK"\] \|\| \(globalThis\["TURBOPACK"\] = \[\]\)\)\.push\((\{[\s\S]*\})\);?$/
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
// Data blocks are not run, so CSP does not apply to them (JSON-LD, Next's JSON).
const DATA_TYPE = /\btype\s*=\s*["']?application\/(ld\+)?json/i

function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Whether an inline script is one of ours (see above). */
export function isTrustedInlineScript(body: string): boolean {
  if (body === HEAD_SCRIPT || body === FLIGHT_INIT) return true
  const flight = FLIGHT_PUSH.exec(body)
  if (flight) return parsesAsJson(flight[1]!)
  const chunks = TURBOPACK_CHUNKS.exec(body)
  return chunks ? parsesAsJson(chunks[1]!) : false
}

/** CSP source expressions ('sha256-…') of the trusted inline scripts of an HTML document. */
export function trustedInlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || DATA_TYPE.test(attributes) || body === '') continue
    if (isTrustedInlineScript(body))
      hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`)
  }
  return [...hashes]
}
