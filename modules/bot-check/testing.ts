// Tests only: answers the bot check the way the widget does (modules/bot-check).
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import type { TConfig } from '@/lib/config'
import { createBotChallenge } from './bot-check'

/** What the widget puts into the form: base64 JSON of a fresh challenge and its solution. */
export async function solvedBotCheck(config?: TConfig): Promise<string> {
  const challenge = await createBotChallenge(config)
  const solution = await solveChallenge({ challenge, deriveKey })
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}
