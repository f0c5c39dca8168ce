import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { HEAD_SCRIPT, trustedInlineScriptHashes } from './inline-scripts'

const hash = (body: string) => `'sha256-${createHash('sha256').update(body).digest('base64')}'`
const flight = 'self.__next_f.push([1,"1:\\"$Sreact.fragment\\"\\n"])'
const turbopack =
  '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/a.js"],"runtimeModuleIds":[1]});'

describe('trusted inline scripts', () => {
  it("hash our own scripts and Next's flight data and chunk list", () => {
    const html = `<html><head><script>${HEAD_SCRIPT}</script><script src="/_next/static/x.js" async></script></head><body><script id="_R_">${turbopack}</script><script>(self.__next_f=self.__next_f||[]).push([0])</script><script>${flight}</script><script type="application/ld+json">{"@type":"Article"}</script></body></html>`
    expect(trustedInlineScriptHashes(html).sort()).toEqual(
      [HEAD_SCRIPT, turbopack, '(self.__next_f=self.__next_f||[]).push([0])', flight].map(hash).sort(),
    )
  })

  it('leave anything else unhashed, so the policy blocks it', () => {
    for (const injected of [
      'alert(1)',
      `${flight};alert(1)`,
      'self.__next_f.push([1,"x"]);alert(1);self.__next_f.push([1,"y"])',
      `${HEAD_SCRIPT};fetch("//evil.example")`,
      '(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"a":1}),alert(1);',
    ]) {
      expect(trustedInlineScriptHashes(`<p>hi</p><script>${injected}</script>`), injected).toEqual([])
    }
  })
})
