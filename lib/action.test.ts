import { describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { form } from '@/tests/support/form'
import { anybody, formAction, readFields, resultOf } from './action'

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

describe('resultOf', () => {
  it('maps a command’s named outcome to success or its error code', () => {
    const map = { done: 'ok', gone: 'certificates/not-found' } as const
    expect(resultOf<'done' | 'gone'>('done', map)).toEqual({ ok: true, data: undefined })
    expect(resultOf<'done' | 'gone'>('gone', map)).toEqual({ ok: false, code: 'certificates/not-found' })
  })
})
