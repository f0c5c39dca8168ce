import 'server-only'
import { getConfig, type TConfig } from '@/lib/config'
import { type TBotCheckOutcome, verifyBotCheck } from './bot-check'
import { FORM_TOKEN_MIN_AGE_MS, verifyFormToken } from './form-token'

/** The form token in a JSON request to the auth API (the server's own call, see server-call.ts). */
export const FORM_TOKEN_HEADER = 'x-form-token'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * A form's bot check (decision 045): the ALTCHA answer when the browser ran JavaScript, else the
 * server-issued form token. A token sent before its minimum age is not refused: the answer just
 * waits for the rest of it, so a quick person is never sent back and a script still waits.
 */
export async function verifyHumanCheck(
  answer: { altcha?: unknown; formToken?: unknown },
  config: TConfig = getConfig(),
): Promise<TBotCheckOutcome> {
  if (typeof answer.altcha === 'string' && answer.altcha !== '') return verifyBotCheck(answer.altcha, config)
  if (typeof answer.formToken !== 'string' || answer.formToken === '')
    return verifyBotCheck(undefined, config)
  let outcome = await verifyFormToken(answer.formToken, Date.now(), config)
  if (outcome === 'too-early') {
    await sleep(FORM_TOKEN_MIN_AGE_MS)
    outcome = await verifyFormToken(answer.formToken, Date.now(), config)
  }
  if (outcome === 'too-early') return 'invalid'
  return outcome
}
