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

/** The request's own origin, behind a proxy that forwards the public host. */
function requestHost(request: TActionRequest): string {
  return (
    request.headers.get('x-forwarded-host')?.split(',')[0]?.trim() ||
    request.headers.get('host') ||
    new URL(request.url).host
  )
}

export function isActionRequest(request: TActionRequest): boolean {
  return request.method === 'POST' && request.headers.has('next-action')
}

/** null when the request may reach the action; otherwise the status and a reason for the log. */
export async function checkActionRequest(request: TActionRequest): Promise<TActionRefusal | null> {
  if (!isActionRequest(request)) return null
  const origin = request.headers.get('origin')
  if (origin !== null) {
    let host: string | null = null
    try {
      host = new URL(origin).host
    } catch {
      return { status: 403, reason: 'unreadable Origin' }
    }
    if (host !== requestHost(request)) return { status: 403, reason: 'cross-site action' }
  }
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
