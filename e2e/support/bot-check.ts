import { type APIRequestContext, expect } from '@playwright/test'
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'

/**
 * Answers the site's ALTCHA bot check over HTTP as the widget does in a browser: fetches a
 * challenge from /api/bot-check and solves it (a second or so of proof of work).
 */
export async function solvedBotCheck(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/bot-check')
  expect(response.status()).toBe(200)
  const challenge = await response.json()
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) throw new Error('the bot check challenge could not be solved')
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64')
}

/** The header a JSON request to the auth API carries the answer in. */
export async function botCheckHeaders(request: APIRequestContext): Promise<Record<string, string>> {
  return { 'x-altcha': await solvedBotCheck(request) }
}
