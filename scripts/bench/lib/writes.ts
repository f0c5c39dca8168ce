// The four writes a visitor makes (those `npm run test:durability` must never lose), each sent as
// the site's own pages send it and counted only when a browser would show success:
//
// - register: POST /api/auth/sign-up/email answers 200 with a session cookie (the register page
//   then goes on as signed in). Marker: the e-mail address (users).
// - survey answer (signed in): the no-JavaScript survey form; the page comes back showing the
//   result and "saved in your account". Marker: the account (survey_response.user_id), counted.
// - certificate (signed in): the no-JavaScript form of /certificates/new; the action answers
//   303 to /certificate/{id}. Marker: that id (certificate).
// - subscribe: the footer's newsletter form with a solved ALTCHA check; the page comes back with
//   "Almost done! Please check your inbox". Marker: the e-mail address (newsletter_subscription).
import en from '@/messages/en.json' with { type: 'json' }
import { decodeHtmlText, fillForm, findForm, pickRadioAnswers, postForm, type TForm } from './forms'
import { localePath, signUp, solveBotCheckPayload } from './site'

export const WRITE_KINDS = ['register', 'survey answer', 'certificate', 'subscription'] as const
export type TWriteKind = (typeof WRITE_KINDS)[number]

export type TAccount = { email: string; cookie: string; userId: string }
export type TWriteForms = { survey: TForm; certificate: TForm; subscribe: TForm }
/** What was acknowledged, by its marker. */
export type TWrite = { kind: TWriteKind; marker: string }

export const SURVEY_PATH = localePath('en', '/survey/test')
export const CERTIFICATE_PATH = localePath('en', '/certificates/new')
// Any page with the footer; help is a light one.
export const SUBSCRIBE_PATH = localePath('en', '/help')
const PASSWORD = 'Durable-Passphrase-2026'

/** A write the app answered with something other than success (not a cut connection). */
export class UnacknowledgedWrite extends Error {}

/** The forms as the pages render them; the certificate form only for a signed-in visitor. */
export async function loadWriteForms(base: string, account: TAccount): Promise<TWriteForms> {
  const page = async (path: string, cookie?: string) => {
    const response = await fetch(base + path, { headers: cookie ? { Cookie: cookie } : {} })
    if (response.status !== 200) throw new Error(`GET ${path} answered ${response.status}`)
    return response.text()
  }
  const survey = findForm(await page(SURVEY_PATH), (form) => form.radios.size > 0)
  const certificate = findForm(await page(CERTIFICATE_PATH, account.cookie), (form) =>
    form.names.has('displayName'),
  )
  const subscribe = findForm(await page(SUBSCRIBE_PATH), (form) => form.names.has('consent'))
  if (!survey || !certificate || !subscribe)
    throw new Error('a page lacks its form (survey radios, certificate displayName, newsletter consent)')
  return { survey, certificate, subscribe }
}

export async function register(base: string, email: string, clientAddress: string): Promise<TAccount> {
  const result = await signUp(base, { email, password: PASSWORD, name: 'Durable visitor' }, clientAddress)
  const userId =
    result.status === 200 ? (JSON.parse(result.body) as { user?: { id?: string } }).user?.id : undefined
  if (!userId || !result.cookie)
    throw new UnacknowledgedWrite(`sign-up answered ${result.status}: ${result.body.slice(0, 200)}`)
  return { email, cookie: result.cookie, userId }
}

export async function answerSurvey(base: string, forms: TWriteForms, account: TAccount): Promise<string> {
  const body = fillForm(forms.survey, pickRadioAnswers(forms.survey))
  const response = await postForm(base + SURVEY_PATH, body, { origin: base, cookie: account.cookie })
  if (response.status !== 200 || !decodeHtmlText(response.html).includes(en.surveys.form.savedToAccount))
    throw new UnacknowledgedWrite(`survey post answered ${response.status} without the saved result`)
  return account.userId
}

export async function createCertificate(
  base: string,
  forms: TWriteForms,
  account: TAccount,
  name: string,
): Promise<string> {
  const body = fillForm(forms.certificate, {
    displayName: name,
    quitDate: '2025-01-15',
    cigarettesPerDay: '12',
    packSize: '20',
    packPrice: '8.50',
    currency: 'EUR',
    message: 'Written during a kill -9 test',
  })
  const response = await postForm(base + CERTIFICATE_PATH, body, { origin: base, cookie: account.cookie })
  const id =
    response.status === 303
      ? /\/certificate\/([A-Za-z0-9_-]+)$/.exec(response.location ?? '')?.[1]
      : undefined
  if (!id)
    throw new UnacknowledgedWrite(`certificate post answered ${response.status} ${response.location ?? ''}`)
  return id
}

export async function subscribe(
  base: string,
  forms: TWriteForms,
  email: string,
  clientAddress: string,
): Promise<string> {
  const altcha = await solveBotCheckPayload(base)
  if (!altcha) throw new Error('the bot check challenge could not be fetched or solved')
  const body = fillForm(forms.subscribe, { email, consent: 'on', altcha })
  const response = await postForm(base + SUBSCRIBE_PATH, body, { origin: base, clientAddress })
  if (response.status !== 200 || !decodeHtmlText(response.html).includes(en.newsletter.sent))
    throw new UnacknowledgedWrite(`newsletter post answered ${response.status} without "sent"`)
  return email
}
