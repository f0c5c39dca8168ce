// Server-action forms posted as a browser without JavaScript posts them: the page's <form> with
// the hidden fields React renders for the action ($ACTION_ID_…, or $ACTION_REF_… with its bound
// state), multipart, the site's own Origin and no Next-Action header. Next then runs the action
// and answers with the page re-rendered in the action's new state, or with a 303 when the action
// redirects: what the visitor sees is what the scripts read.

const REQUEST_TIMEOUT_MS = 30_000

export type TForm = {
  hidden: [string, string][]
  radios: Map<string, string[]>
  /** Names of every input, select and textarea. */
  names: Set<string>
}

const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`)
    .exec(tag)?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')

/** Every <form> of a page. */
export function parseForms(html: string): TForm[] {
  const forms: TForm[] = []
  for (const [, formHtml = ''] of html.matchAll(/<form\b[^>]*>([\s\S]*?)<\/form>/g)) {
    const form: TForm = { hidden: [], radios: new Map(), names: new Set() }
    for (const [tag] of formHtml.matchAll(/<(?:input|select|textarea)\b[^>]*>/g)) {
      const type = attribute(tag, 'type')
      const name = attribute(tag, 'name')
      const value = attribute(tag, 'value') ?? ''
      if (!name) continue
      form.names.add(name)
      if (type === 'hidden') form.hidden.push([name, value])
      if (type === 'radio') form.radios.set(name, [...(form.radios.get(name) ?? []), value])
    }
    forms.push(form)
  }
  return forms
}

/** The first form of the page that matches (e.g. has a field of that name). */
export function findForm(html: string, matches: (form: TForm) => boolean): TForm | undefined {
  return parseForms(html).find(matches)
}

/** The form's hidden fields (the action reference among them) plus the visitor's own fields. */
export function fillForm(form: TForm, fields: Record<string, string>): FormData {
  const body = new FormData()
  for (const [name, value] of form.hidden) if (!(name in fields)) body.append(name, value)
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}

/** Answers every radio group of the form at random (the survey). */
export function pickRadioAnswers(form: TForm): Record<string, string> {
  const answers: Record<string, string> = {}
  for (const [name, values] of form.radios)
    answers[name] = values[Math.floor(Math.random() * values.length)] ?? ''
  return answers
}

export type TFormResponse = { status: number; location: string | null; html: string }

/** POSTs the form to the page it came from, as the browser does; redirects are not followed. */
export async function postForm(
  url: string,
  body: FormData,
  headers: { origin: string; cookie?: string; clientAddress?: string },
): Promise<TFormResponse> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      Origin: headers.origin,
      ...(headers.cookie ? { Cookie: headers.cookie } : {}),
      ...(headers.clientAddress ? { 'X-Forwarded-For': headers.clientAddress } : {}),
    },
    body,
    redirect: 'manual',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  })
  return { status: response.status, location: response.headers.get('location'), html: await response.text() }
}

/** The page's text as a reader sees it: HTML character references decoded (for message lookups). */
export function decodeHtmlText(html: string): string {
  return html
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

/**
 * The same fields as the page's script sends them once hydrated: React's encoding of the action's
 * arguments (the bound previous state, then the form data, whose fields go under "_1_" in React 19.3; the
 * argument list in part "0") with the action's id in the Next-Action header. Next then answers
 * with the action's result, not the page.
 */
export function scriptedActionCall(
  form: TForm,
  fields: Record<string, string>,
): { headers: Record<string, string>; body: FormData } {
  const hidden = new Map(form.hidden)
  const reference = [...hidden].find(([name]) => /^\$ACTION_\d+:0$/.test(name))
  const id = reference
    ? (JSON.parse(reference[1]) as { id?: string }).id
    : [...hidden.keys()].find((name) => name.startsWith('$ACTION_ID_'))?.slice('$ACTION_ID_'.length)
  if (!id) throw new Error('the form has no server action')
  const bound = reference
    ? (JSON.parse(hidden.get(reference[0].replace(/:0$/, ':1')) ?? '[]') as unknown[])
    : []
  const body = new FormData()
  for (const [name, value] of form.hidden)
    if (!name.startsWith('$ACTION_') && !(name in fields)) body.append(`_1_${name}`, value)
  for (const [name, value] of Object.entries(fields)) body.append(`_1_${name}`, value)
  // Last, as React writes it: the server reads the parts in order as they stream in.
  body.append('0', JSON.stringify([...bound, '$K1']))
  return { headers: { 'next-action': id, accept: 'text/x-component' }, body }
}
