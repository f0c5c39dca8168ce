import { redirect } from 'next/navigation'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { form } from '@/tests/support/form'
import { anybody, formAction, readFields, resultOf } from './action'
import { logger } from './logger'

// The request id the HTTP server sets; outside a request `headers()` throws, as in a real test.
const requestHeaders = vi.hoisted(() => ({ current: null as Headers | null }))
vi.mock('next/headers', () => ({
  headers: async () => {
    if (!requestHeaders.current) throw new Error('headers() outside a request')
    return requestHeaders.current
  },
}))
afterEach(() => {
  requestHeaders.current = null
  vi.restoreAllMocks()
})

const ZInput = z.object({
  email: z.email('auth/invalid-email'),
  name: z.string().min(1, 'auth/invalid-display-name'),
})
const read = (data: FormData) => readFields(data, ['email', 'name'])

describe('formAction', () => {
  it('runs the command with the parsed input and the guard’s context', async () => {
    const run = vi.fn(async (input: z.infer<typeof ZInput>, context: string) => ({
      ok: true as const,
      data: `${context}:${input.email}`,
    }))
    const action = formAction({
      read,
      schema: ZInput,
      guard: async () => ({ ok: true, context: 'anna' }),
      run,
    })
    await expect(action(null, form({ email: 'a@example.org', name: 'A' }))).resolves.toEqual({
      ok: true,
      data: 'anna:a@example.org',
    })
  })

  it('answers anything but a form with bad input, never a crash', async () => {
    const action = formAction({ read, schema: ZInput, guard: anybody, run: vi.fn() })
    await expect(action(null, { email: 'a@example.org' } as unknown as FormData)).resolves.toEqual({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
    })
  })

  it('reports every invalid field at once, as error codes, and runs nothing', async () => {
    const run = vi.fn()
    const guard = vi.fn(anybody)
    const action = formAction({ read, schema: ZInput, guard, run })
    const result = await action(null, form({ email: 'nope', name: '' }))
    expect(result).toMatchObject({
      ok: false,
      status: 400,
      code: 'common/invalid-input',
      fields: { email: ['auth/invalid-email'], name: ['auth/invalid-display-name'] },
    })
    expect(guard).not.toHaveBeenCalled()
    expect(run).not.toHaveBeenCalled()
  })

  it('hands back the kept fields of a refused form, cut to 254 characters', async () => {
    const action = formAction({ read, schema: ZInput, keep: ['email'], guard: anybody, run: vi.fn() })
    const long = `${'x'.repeat(300)}@example.org`
    const result = await action(null, form({ email: long, name: '' }))
    expect(result).toMatchObject({ ok: false, values: { email: long.slice(0, 254) } })
    expect(result).not.toHaveProperty('values.name')
  })

  it('returns the guard’s refusal and the rate limit’s refusal without running the command', async () => {
    const run = vi.fn()
    const refused = formAction({
      read,
      schema: ZInput,
      guard: async () => ({ ok: false, status: 401, code: 'auth/requires-recent-login' }),
      run,
    })
    const valid = form({ email: 'a@example.org', name: 'A' })
    await expect(refused(null, valid)).resolves.toMatchObject({ ok: false, status: 401 })
    const limited = formAction({
      read,
      schema: ZInput,
      guard: anybody,
      limit: async () => ({ ok: false, status: 429, code: 'auth/too-many-requests' }),
      run,
    })
    await expect(limited(null, valid)).resolves.toMatchObject({ ok: false, status: 429 })
    expect(run).not.toHaveBeenCalled()
  })
})

describe('formAction, when a step throws', () => {
  it('logs the error once with the request id and an event id, and answers the generic failure with that id', async () => {
    requestHeaders.current = new Headers({ 'x-request-id': 'request-7' })
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const failure = new Error('the database went away')
    const action = formAction({
      read,
      schema: ZInput,
      keep: ['email'],
      guard: anybody,
      run: async () => {
        throw failure
      },
    })
    const result = await action(null, form({ email: 'a@example.org', name: 'A' }))
    expect(result).toEqual({
      ok: false,
      status: 500,
      code: 'common/unexpected-error',
      eventId: expect.stringMatching(/^[0-9A-F]{12}$/),
      values: { email: 'a@example.org' },
    })
    expect(logged).toHaveBeenCalledTimes(1)
    expect(logged).toHaveBeenCalledWith(
      {
        err: failure,
        eventId: result.ok ? null : result.eventId,
        requestId: 'request-7',
        where: 'server action',
      },
      'unexpected error',
    )
  })

  it('catches a throwing guard or rate limit the same way, outside a request too', async () => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined)
    const throwing = async (): Promise<never> => {
      throw new Error('redis is down')
    }
    const valid = form({ email: 'a@example.org', name: 'A' })
    const guarded = formAction({ read, schema: ZInput, guard: throwing, run: vi.fn() })
    const limited = formAction({ read, schema: ZInput, guard: anybody, limit: throwing, run: vi.fn() })
    await expect(guarded(null, valid)).resolves.toMatchObject({
      code: 'common/unexpected-error',
      status: 500,
    })
    await expect(limited(null, valid)).resolves.toMatchObject({
      code: 'common/unexpected-error',
      status: 500,
    })
    expect(logged).toHaveBeenCalledTimes(2)
    expect(logged.mock.calls[0]?.[0]).toMatchObject({ requestId: null })
  })

  it('lets Next’s redirect through untouched and logs nothing', async () => {
    const logged = vi.spyOn(logger, 'error')
    const action = formAction({
      read,
      schema: ZInput,
      guard: anybody,
      run: async () => redirect('/progress'),
    })
    await expect(action(null, form({ email: 'a@example.org', name: 'A' }))).rejects.toMatchObject({
      digest: expect.stringMatching(/^NEXT_REDIRECT/),
    })
    expect(logged).not.toHaveBeenCalled()
  })
})

describe('resultOf', () => {
  it('maps a command’s named outcome to success or its error code', () => {
    const map = { done: 'ok', gone: 'certificates/not-found' } as const
    expect(resultOf<'done' | 'gone'>('done', map)).toEqual({ ok: true, data: undefined })
    expect(resultOf<'done' | 'gone'>('gone', map)).toEqual({ ok: false, code: 'certificates/not-found' })
  })
})
