// Server actions are public POST endpoints: anyone can send one by hand. Next answers a
// cross-site action with an error only after the proxy's guards ran (a visitor got a redirect to
// sign in, not a refusal), and an action whose arguments are not what React sends makes the
// action throw: a 500 for what is bad input. The proxy refuses both before any work.
//
// Every action of ours is a form action, `(previousState, formData)`: React sends those as
// multipart/form-data with the argument list in the part named "0". A future action taking plain
// arguments (sent as text/plain) must be added here deliberately.

type TActionRequest = {
  method: string
  headers: Headers
  url: string
  clone(): { formData(): Promise<FormData> }
}

export type TActionRefusal = { status: 400 | 403; reason: string }

export function isActionRequest(request: TActionRequest): boolean {
  return request.method === 'POST' && request.headers.has('next-action')
}

/**
 * A form post to a page: how a server action arrives without JavaScript (`$ACTION_ID_…` fields,
 * no Next-Action header), and how anybody can post to any page. Route handlers (/api/…) check
 * their own requests.
 */
export function isPageFormPost(request: TActionRequest): boolean {
  if (request.method !== 'POST' || request.headers.has('next-action')) return false
  if (new URL(request.url).pathname.startsWith('/api/')) return false
  return /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(
    request.headers.get('content-type') ?? '',
  )
}

/**
 * null when the request may reach the page or action; otherwise the status and a reason for the
 * log. `isForeign` is the one origin rule (lib/routing/origin.ts), checked before Next runs: for
 * a cross-site post Next's own check throws, which answers 500.
 */
export async function checkActionRequest(
  request: TActionRequest,
  isForeign: (origin: string | null) => boolean,
): Promise<TActionRefusal | null> {
  const action = isActionRequest(request)
  if (!action && !isPageFormPost(request)) return null
  if (isForeign(request.headers.get('origin'))) {
    return { status: 403, reason: action ? 'cross-site action' : 'cross-site form post' }
  }
  if (!action) return checkFormPostFields(request)
  if (!/^multipart\/form-data/i.test(request.headers.get('content-type') ?? '')) {
    return { status: 400, reason: 'an action body must be a form' }
  }
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return { status: 400, reason: 'unreadable form' }
  }
  const root = form.get('0')
  if (typeof root !== 'string') return { status: 400, reason: 'no argument list' }
  const models = new Map<string, unknown>()
  for (const [key, value] of form) {
    if (!/^[0-9a-f]+$/.test(key)) continue // "1_email": a FormData entry, passed on as text
    if (typeof value !== 'string') return { status: 400, reason: 'a model part is a file' }
    try {
      models.set(key, JSON.parse(value))
    } catch {
      return { status: 400, reason: `part ${key} is not JSON` }
    }
  }
  if (!Array.isArray(models.get('0'))) return { status: 400, reason: 'argument list is not a list' }
  for (const model of models.values()) {
    if (!referencesResolve(model, models)) return { status: 400, reason: 'a reference React never wrote' }
  }
  return null
}

// React's reply format (react-server-dom, parseModelString) marks special values with a leading
// "$" and escapes real strings as "$$…". A "$" string it never writes makes the decoder throw
// ("Invalid forward reference") or wait for a part that never comes: a 500 for bad input.
const SPECIAL_VALUES = new Set(['$undefined', '$NaN', '$Infinity', '$-Infinity', '$-0', '$T'])
const REFERENCE = /^\$[@hQWi]?([0-9a-f]+)$/

function referencesResolve(value: unknown, models: Map<string, unknown>): boolean {
  if (typeof value === 'string') {
    if (!value.startsWith('$') || value.startsWith('$$') || SPECIAL_VALUES.has(value)) return true
    if (/^\$K[0-9a-f]+$/.test(value) || /^\$D./.test(value) || /^\$n-?\d{1,300}$/.test(value)) return true
    const id = REFERENCE.exec(value)?.[1]
    return id !== undefined && models.has(id)
  }
  if (Array.isArray(value)) return value.every((item) => referencesResolve(item, models))
  if (value !== null && typeof value === 'object') {
    return Object.values(value).every((item) => referencesResolve(item, models))
  }
  return true
}

// What React's decodeAction reads from a form posted without JavaScript: `$ACTION_ID_<id>`, or
// `$ACTION_REF_<n>` with its JSON metadata in `$ACTION_<n>:0`, and `$ACTION_KEY`. Anything else
// under that prefix makes it throw: a 500 for bad input.
async function checkFormPostFields(request: TActionRequest): Promise<TActionRefusal | null> {
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return { status: 400, reason: 'unreadable form' }
  }
  for (const [key, value] of form) {
    if (!key.startsWith('$ACTION_')) continue
    if (typeof value !== 'string') return { status: 400, reason: 'an action field is a file' }
    if (/^\$ACTION_ID_[0-9a-f]{2,}$/.test(key) || key === '$ACTION_KEY') continue
    const ref = /^\$ACTION_REF_(\d{1,4})$/.exec(key)
    if (ref) {
      const meta = form.get(`$ACTION_${ref[1]}:0`)
      if (typeof meta !== 'string' || !isActionMetadata(meta))
        return { status: 400, reason: 'unreadable action reference' }
      continue
    }
    if (/^\$ACTION_\d{1,4}:\d{1,4}$/.test(key)) continue
    return { status: 400, reason: 'an action field React never writes' }
  }
  return null
}

function isActionMetadata(text: string): boolean {
  try {
    const meta = JSON.parse(text) as { id?: unknown; bound?: unknown }
    return (
      typeof meta.id === 'string' &&
      /^[0-9a-f]{2,}$/.test(meta.id) &&
      (meta.bound === null || meta.bound === undefined || typeof meta.bound === 'string')
    )
  } catch {
    return false
  }
}
