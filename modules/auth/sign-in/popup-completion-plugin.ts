import { createHash } from 'node:crypto'
import 'server-only'
import type { BetterAuthPlugin } from 'better-auth'
import { createAuthEndpoint } from 'better-auth/api'
import { z } from 'zod'
import { POPUP_CHANNEL, POPUP_MESSAGE_TYPE } from '../client/popup'

/** The page that ends a sign-in popup. JSON in a data block, '<' escaped, so nothing is markup. */
// The popup's one script: a constant (the result travels in a JSON data block), so its hash is
// known and the page's own policy allows exactly it (no 'unsafe-inline', decision 036).
const POPUP_SCRIPT = `(function(){var d=JSON.parse(document.getElementById('exhale-popup-result').textContent);
try{if(window.opener){window.opener.postMessage(d,location.origin)}}catch(e){}
try{var c=new BroadcastChannel('${POPUP_CHANNEL}');c.postMessage(d);c.close()}catch(e){}
setTimeout(function(){window.close()},100)})()`

export const POPUP_CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `script-src 'sha256-${createHash('sha256').update(POPUP_SCRIPT).digest('base64')}'`,
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ')

export function renderPopupCompletePage(message: { type: string; nonce: string; error?: string }): string {
  const data = JSON.stringify(message).replace(/</g, '\\u003c')
  return `<!doctype html><html><head><meta charset="utf-8"><title>Exhale</title></head><body>
<p>You can close this window.</p>
<script type="application/json" id="exhale-popup-result">${data}</script>
<script>${POPUP_SCRIPT}</script></body></html>`
}

/** GET /api/auth/popup-complete: where a provider sign-in in a popup ends (decision 009). */
export function popupCompletionPlugin() {
  return {
    id: 'exhale-popup-completion',
    endpoints: {
      /**
       * Where a sign-in popup ends (its callbackURL and errorCallbackURL): hands the result to
       * the opener by postMessage and on a BroadcastChannel, then closes the window. The
       * session cookie is already set by the OAuth callback that redirected here.
       */
      completePopup: createAuthEndpoint(
        '/popup-complete',
        {
          method: 'GET',
          query: z.object({
            nonce: z.string().regex(/^[A-Za-z0-9-]{8,100}$/),
            error: z.string().max(200).optional(),
          }),
        },
        async (ctx) => {
          const message = { type: POPUP_MESSAGE_TYPE, nonce: ctx.query.nonce, error: ctx.query.error }
          return new Response(renderPopupCompletePage(message), {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Cache-Control': 'no-store',
              'Content-Security-Policy': POPUP_CONTENT_SECURITY_POLICY,
              // The opener must stay reachable from this page.
              'Cross-Origin-Opener-Policy': 'unsafe-none',
            },
          })
        },
      ),
    },
  } satisfies BetterAuthPlugin
}
