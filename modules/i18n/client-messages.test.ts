import type { AbstractIntlMessages } from 'next-intl'
import { describe, expect, it } from 'vitest'
import en from '@/messages/en.json'
import { SESSION_NOTICE_CODES } from '@/modules/auth/error-codes'
import { NEWSLETTER_ERROR_CODES } from '@/modules/newsletter/schemas'
import {
  pickClientMessages,
  pickExtraMessages,
  rememberPick,
  type TClientMessagesExtra,
} from './client-messages'
import { mergeMessages } from './merge-messages'

const messages = en as unknown as AbstractIntlMessages

describe('pickClientMessages', () => {
  it('gives every page the header, footer and error views, with only their parts of auth and errors', () => {
    const picked = pickClientMessages(messages)
    expect(Object.keys(picked).sort()).toEqual(
      [
        'auth',
        'botCheck',
        'errorPage',
        'errors',
        'forms',
        'languageSwitcher',
        'nav',
        'newsletter',
        'notFound',
        'version',
      ].sort(),
    )
    expect(picked.auth).toEqual({ menu: en.auth.menu })
    expect(Object.keys(picked.errors as object).sort()).toEqual(
      [
        'common/unexpected-error',
        'common/unknown',
        ...SESSION_NOTICE_CODES,
        ...NEWSLETTER_ERROR_CODES,
      ].sort(),
    )
  })

  it('adds whole namespaces and single error codes for one page', () => {
    const whole = pickClientMessages(messages, { namespaces: ['auth', 'errors', 'deletion'] })
    expect(whole.auth).toEqual(en.auth)
    expect(whole.errors).toEqual(en.errors)
    expect(whole.deletion).toEqual(en.deletion)
    const some = pickClientMessages(messages, { errors: ['surveys/invalid-answer'] })
    expect(some.errors).toHaveProperty(['surveys/invalid-answer'])
    expect(some.errors).toHaveProperty(['auth/user-disabled'])
    expect(some.errors).not.toHaveProperty(['common/payload-too-large'])
  })

  it('adds parts of namespaces by path, beside what every page gets of them', () => {
    const picked = pickClientMessages(messages, {
      parts: ['companion.craving.breathing', 'companion.craving.log', 'auth.login', 'nothing.here'],
    })
    expect(picked.companion).toEqual({
      craving: { breathing: en.companion.craving.breathing, log: en.companion.craving.log },
    })
    expect(picked.auth).toEqual({ menu: en.auth.menu, login: en.auth.login })
    expect(picked).not.toHaveProperty('nothing')
  })

  it('adds every error code of whole features', () => {
    const picked = pickClientMessages(messages, { errorGroups: ['certificates', 'common'] })
    const codes = Object.keys(picked.errors as object)
    for (const code of Object.keys(en.errors).filter((key) => /^(certificates|common)\//.test(key)))
      expect(codes).toContain(code)
    expect(codes).not.toContain('challenges/not-found')
    // The codes every page shows stay.
    for (const code of SESSION_NOTICE_CODES) expect(codes).toContain(code)
  })

  it("sends a nested provider only the page's own part, which laid over the layout's gives the same", () => {
    const extra = {
      namespaces: ['challenges'],
      parts: ['auth.login'],
      errorGroups: ['auth', 'common'],
    } as const
    const own = pickExtraMessages(messages, extra)
    expect(Object.keys(own).sort()).toEqual(['auth', 'challenges', 'errors'])
    expect(own.auth).toEqual({ login: en.auth.login })
    // The codes every page has are in the layout's messages already.
    expect(own.errors).not.toHaveProperty(['common/unexpected-error'])
    expect(own.errors).toHaveProperty(['auth/wrong-password'])
    expect(mergeMessages(pickClientMessages(messages), own)).toEqual(pickClientMessages(messages, extra))
    expect(pickExtraMessages(messages)).toEqual({})
  })
})

describe('mergeMessages', () => {
  it('merges namespaces and groups at any depth, a message of the extra winning, and changes neither', () => {
    const base = { a: { b: { c: 'base c', d: 'base d' } }, e: 'base e' }
    const extra = { a: { b: { c: 'extra c' }, f: 'extra f' }, g: { h: 'extra h' } }
    expect(mergeMessages(base, extra)).toEqual({
      a: { b: { c: 'extra c', d: 'base d' }, f: 'extra f' },
      e: 'base e',
      g: { h: 'extra h' },
    })
    expect(base).toEqual({ a: { b: { c: 'base c', d: 'base d' } }, e: 'base e' })
  })
})

describe('rememberPick', () => {
  it('picks once per messages, part and picker, and keeps parts and pickers apart', () => {
    const calls: string[] = []
    const counting = (name: string) => (from: AbstractIntlMessages, extra: TClientMessagesExtra) => {
      calls.push(name)
      return pickExtraMessages(from, extra)
    }
    const first = counting('first')
    const second = counting('second')
    const craving = { parts: ['companion.craving.log'] }
    const again = rememberPick(messages, craving, first)
    expect(rememberPick(messages, { parts: ['companion.craving.log'] }, first)).toBe(again)
    expect(again).toEqual(pickExtraMessages(messages, craving))
    expect(rememberPick(messages, { namespaces: ['auth'] }, first)).toEqual(
      pickExtraMessages(messages, { namespaces: ['auth'] }),
    )
    rememberPick(messages, craving, second)
    rememberPick({ ...messages }, craving, first)
    expect(calls).toEqual(['first', 'first', 'second', 'first'])
  })
})
