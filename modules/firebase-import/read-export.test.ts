import { describe, expect, it } from 'vitest'
import { exportText, TEST_HASH_CONFIG, writeExportFiles } from '@/tests/support/firebase-export'
import { parseHashConfig } from './hash-config'
import { readFirebaseExport, type TExportRecord } from './read-export'

async function readAll(text: string): Promise<TExportRecord[]> {
  const { usersFile } = await writeExportFiles(text)
  const records: TExportRecord[] = []
  for await (const record of readFirebaseExport(usersFile, 'users.json')) records.push(record)
  return records
}

const read = (text: string) =>
  readAll(text).then(
    () => 'no error',
    (error: Error) => error.message,
  )

describe('reading an export as a stream', () => {
  it('gives every user with the line it starts on', async () => {
    const users = [{ localId: 'a', email: 'a@example.test' }, { localId: 'b' }, { localId: 'c' }]
    const records = await readAll(exportText(users))
    expect(records.map((record) => record.value)).toEqual(users)
    // `{"users": [` is line 1; each user is pretty-printed over 4 lines (a) or 3 (b, c).
    expect(records.map((record) => [record.index, record.line])).toEqual([
      [0, 2],
      [1, 6],
      [2, 9],
    ])
  })

  it('reads a file far larger than one read chunk, minified or not', async () => {
    const users = Array.from({ length: 3000 }, (_, i) => ({
      localId: `u${i}`,
      displayName: 'Ünïcødé ✓ '.repeat(5),
    }))
    const pretty = await readAll(exportText(users))
    expect(pretty).toHaveLength(3000)
    expect(pretty[2999]).toMatchObject({ index: 2999, line: 2 + 2999 * 4, value: users[2999] })
    const minified = await readAll(JSON.stringify({ users }))
    expect(minified.map((record) => record.line).every((line) => line === 1)).toBe(true)
    expect(minified[1234]?.value).toEqual(users[1234])
  })

  it('names the line of a syntax error', async () => {
    const text = '{"users": [\n  {\n    "localId": "a",\n    "emailVerified": tru\n  }\n]}'
    expect(await read(text)).toBe('users.json line 4: not valid JSON: unexpected "\\n"')
    expect(await read('{"users": [\n  {"localId": "a"}\n  {"localId": "b"}\n]}')).toMatch(
      /^users\.json line 3: not valid JSON: unexpected "\{"$/,
    )
  })

  it('names a cut-off file, a wrong outer shape and an unknown top-level field', async () => {
    expect(await read('{"users": [\n  {"localId": "a"},\n')).toMatch(
      /line 2: the file ends before its JSON is complete/,
    )
    expect(await read('[{"localId": "a"}]')).toMatch(/^users\.json line 1: expected \{"users": \[ … \]\}/)
    expect(await read('{"users": [],\n "kind": "x"}')).toBe(
      'users.json line 2: unknown field "kind" at the top level: expected {"users": [ … ]} as `firebase auth:export users.json --format=json` writes it',
    )
    expect(await read('{"users": {}}')).toMatch(/line 1: "users" must be a list/)
    expect(await read('{"users": [\n  {"localId": "a"},\n  "b"\n]}')).toBe(
      'users.json line 3: users[1] is not an object {…}',
    )
    expect(await read('{}')).toMatch(/no "users" list/)
  })
})

describe('the hash config', () => {
  const config = TEST_HASH_CONFIG
  const problem = (text: string) => {
    try {
      parseHashConfig(text, 'hash.json')
      return 'no error'
    } catch (error) {
      return (error as Error).message
    }
  }

  it('reads the JSON form and the console text form alike', () => {
    const expected = { signerKey: config.base64_signer_key, saltSeparator: 'Bw==', rounds: 8, memCost: 14 }
    expect(parseHashConfig(JSON.stringify(config))).toEqual(expected)
    const consoleText = `hash_config {\n  algorithm: SCRYPT,\n  base64_signer_key: ${config.base64_signer_key},\n  base64_salt_separator: Bw==,\n  rounds: 8,\n  mem_cost: 14,\n}`
    expect(parseHashConfig(consoleText)).toEqual(expected)
  })

  it('names the field that is wrong, missing or unknown', () => {
    expect(problem(JSON.stringify({ ...config, algorithm: 'BCRYPT' }))).toMatch(
      /^hash\.json: field "algorithm": only SCRYPT/,
    )
    expect(problem(JSON.stringify({ ...config, rounds: 9 }))).toMatch(/^hash\.json: field "rounds": /)
    expect(problem(JSON.stringify({ ...config, base64_signer_key: undefined }))).toBe(
      'hash.json: field "base64_signer_key": missing',
    )
    expect(problem(JSON.stringify({ ...config, signer: 'x' }))).toBe('hash.json: unknown field "signer"')
    expect(problem('algorithm=SCRYPT')).toMatch(/^hash\.json: neither JSON/)
  })
})

describe('a users file that cannot be read', () => {
  it('is named with the reason', async () => {
    const records = readFirebaseExport('/nonexistent/users.json', 'users.json')
    await expect(records.next()).rejects.toThrow('users.json: cannot read the users file (ENOENT)')
  })
})
