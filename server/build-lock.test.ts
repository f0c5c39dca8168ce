import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { withBuildLock } from './build-lock'

const roots: string[] = []
afterEach(() => {
  vi.unstubAllEnvs()
  for (const root of roots.splice(0)) fs.rmSync(root, { recursive: true, force: true })
})

function checkout(): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'exhale-build-lock-'))
  roots.push(root)
  vi.stubEnv('NEXT_DIST_DIR', '')
  return root
}

describe('withBuildLock', () => {
  it('lets a second build of the same checkout wait for the first, then run', async () => {
    const root = checkout()
    const events: string[] = []
    const messages: string[] = []
    let finishFirst: () => void = () => {}
    const first = withBuildLock(
      root,
      () => {},
      async () => {
        events.push('first starts')
        await new Promise<void>((resolve) => {
          finishFirst = resolve
        })
        events.push('first ends')
      },
    )
    await vi.waitFor(() => expect(events).toEqual(['first starts']))
    const second = withBuildLock(
      root,
      (message) => messages.push(message),
      async () => {
        events.push('second runs')
      },
    )
    await vi.waitFor(() => expect(messages).toEqual([expect.stringContaining('waiting')]))
    expect(events).toEqual(['first starts'])
    finishFirst()
    await Promise.all([first, second])
    expect(events).toEqual(['first starts', 'first ends', 'second runs'])
    expect(fs.existsSync(path.join(root, '.next.lock'))).toBe(false)
  })

  it('takes over the lock of a process that died while building', async () => {
    const root = checkout()
    const lock = path.join(root, '.next.lock')
    fs.mkdirSync(lock)
    const longAgo = new Date(Date.now() - 10 * 60_000)
    fs.utimesSync(lock, longAgo, longAgo)
    const built = await withBuildLock(
      root,
      () => {},
      async () => 'built',
    )
    expect(built).toBe('built')
  })

  it('gives the lock back when the build fails', async () => {
    const root = checkout()
    await expect(
      withBuildLock(
        root,
        () => {},
        async () => {
          throw new Error('next build failed')
        },
      ),
    ).rejects.toThrow('next build failed')
    expect(
      await withBuildLock(
        root,
        () => {},
        async () => 'again',
      ),
    ).toBe('again')
  })
})
