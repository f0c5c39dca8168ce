import 'server-only'
import { z } from 'zod'
import type { TActionFailure } from '@/lib/action-result'
import { getConfig, type TConfig } from '@/lib/config'
import { BOT_CHECK_FIELD, type TBotCheckOutcome, verifyBotCheck } from './bot-check'
import { FORM_TOKEN_FIELD, FORM_TOKEN_MIN_AGE_MS, issueFormToken, verifyFormToken } from './form-token'

/** The form token in a JSON request to the auth API (the server's own call, see modules/auth/http/server-call.ts). */
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

/**
 * A public form's bot check as a step of its action (decision 045), before anything is counted,
 * stored or mailed. A form that came without JavaScript (no answer, no token) is not refused: it
 * gets `confirmToken`, the token of the one extra click. Else a solved check, or the refusal.
 */
export async function humanCheckStep(
  answer: { altcha?: string; formToken?: string },
  config: TConfig = getConfig(),
): Promise<{ ok: true; confirmToken?: string } | TActionFailure> {
  if (!answer.altcha && !answer.formToken)
    return { ok: true, confirmToken: issueFormToken(Date.now(), config) }
  const outcome = await verifyHumanCheck(answer, config)
  if (outcome === 'ok') return { ok: true }
  return { ok: false, status: 403, code: outcome === 'missing' ? 'bot-check/missing' : 'bot-check/failed' }
}

/** The bot check's fields of a posted form, and their schema (an action reads both). */
export const HUMAN_CHECK_FIELDS = [BOT_CHECK_FIELD, FORM_TOKEN_FIELD] as const
export const ZHumanAnswer = z.object({ altcha: z.string().optional(), formToken: z.string().optional() })
