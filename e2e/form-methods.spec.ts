import { signUpOverHttp, uniqueAuthEmail } from './auth-helpers'
import { expect, test } from './support/fixtures'
import { staticRoutes } from './support/routes'

// A form that carries personal data or a secret must never fall back to the browser's
// default GET (before hydration or without JavaScript), which puts the values into the address
// bar, the history and every log on the way. Every <form> of the server-rendered HTML is checked.
const publicPaths = [
  ...staticRoutes.map((route) => route.path),
  '/forgot-password',
  '/reset-password?token=e2e-form-check',
  '/craving',
]
const accountPaths = [
  '/account',
  '/progress',
  '/progress/insights',
  '/progress/report',
  '/certificates/new',
  '/challenges/new',
  '/data-deletion',
  '/craving',
]

type TFormSummary = { method: string; action: string | null; fields: { name: string; type: string }[] }

const SENSITIVE = /email|password|token|secret|code/i

async function formsOf(html: string, page: import('@playwright/test').Page): Promise<TFormSummary[]> {
  await page.setContent(html, { waitUntil: 'domcontentloaded' })
  return page.$$eval('form', (forms) =>
    forms.map((form) => ({
      method: (form.getAttribute('method') ?? 'get').toLowerCase(),
      action: form.getAttribute('action'),
      fields: [...form.elements].map((element) => ({
        name: (element as HTMLInputElement).name ?? '',
        type: (element as HTMLInputElement).type ?? '',
      })),
    })),
  )
}

function getFormsWithSecrets(forms: TFormSummary[]): TFormSummary[] {
  return forms.filter(
    (form) =>
      form.method !== 'post' &&
      form.fields.some(
        (field) => field.type === 'password' || field.type === 'email' || SENSITIVE.test(field.name),
      ),
  )
}

test.use({ javaScriptEnabled: false })

test('no form with an email, password or token field submits by GET (public and account pages)', async ({
  page,
  request,
  baseURL,
}) => {
  const cookie = await signUpOverHttp(request, baseURL!, uniqueAuthEmail('form-methods'))
  const checked: string[] = []
  for (const [paths, headers] of [
    [publicPaths, {}],
    [accountPaths, { cookie }],
  ] as const) {
    for (const path of paths) {
      const response = await request.get(path, { headers, maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const forms = await formsOf(await response.text(), page)
      expect.soft(getFormsWithSecrets(forms), `forms on ${path} that would submit by GET`).toEqual([])
      checked.push(`${path}: ${forms.length}`)
    }
  }
  test.info().attach('forms per page', { body: checked.join('\n') })
})
