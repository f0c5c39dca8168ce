import fs from 'node:fs'
import { Tokenizer, TokenParser, TokenType } from '@streamparser/json'
import { ImportInputError } from './input-error'
import { LineCounter } from './line-counter'

/** One entry of the `users` list, with where it starts in the file. */
export type TExportRecord = { index: number; line: number; value: unknown }

const EXPECTED_SHAPE = '{"users": [ … ]} as `firebase auth:export users.json --format=json` writes it'

/**
 * Checks the outer shape of the export as its tokens go by — one object whose only field is the
 * `users` list of objects — and notes the line where each user starts. The users themselves are
 * assembled by the token parser; this never holds more than the current token.
 */
class ExportShape {
  private depth = 0
  private expectingKey = false
  private expectingValueOf: string | null = null
  private expectingElement = false
  private seenUsers = false
  count = 0
  userLine = 0

  constructor(private readonly where: (line: number) => string) {}

  check(token: TokenType, value: unknown, line: number): void {
    const fail = (message: string): never => {
      throw new ImportInputError(`${this.where(line)}: ${message}`)
    }
    if (this.depth === 0 && token !== TokenType.LEFT_BRACE) fail(`expected ${EXPECTED_SHAPE}`)
    if (this.depth === 1) {
      if (this.expectingKey && token === TokenType.STRING) {
        if (value !== 'users')
          fail(`unknown field "${String(value)}" at the top level: expected ${EXPECTED_SHAPE}`)
        if (this.seenUsers) fail('a second "users" list')
        this.seenUsers = true
        this.expectingValueOf = 'users'
      } else if (this.expectingValueOf && token !== TokenType.COLON) {
        if (token !== TokenType.LEFT_BRACKET) fail('"users" must be a list: […]')
        this.expectingValueOf = null
      }
      this.expectingKey = token === TokenType.COMMA
    }
    if (this.depth === 2) {
      if (this.expectingElement && token !== TokenType.RIGHT_BRACKET) {
        if (token !== TokenType.LEFT_BRACE) fail(`users[${this.count}] is not an object {…}`)
        this.userLine = line
        this.count += 1
      }
      this.expectingElement = token === TokenType.COMMA
    }
    if (token === TokenType.LEFT_BRACE || token === TokenType.LEFT_BRACKET) {
      this.depth += 1
      if (this.depth === 1) this.expectingKey = true
      if (this.depth === 2) this.expectingElement = true
    } else if (token === TokenType.RIGHT_BRACE || token === TokenType.RIGHT_BRACKET) {
      this.depth -= 1
    }
  }

  finish(line: number): void {
    if (this.depth !== 0) {
      throw new ImportInputError(`${this.where(line)}: the file ends before its JSON is complete (cut off?)`)
    }
    if (!this.seenUsers)
      throw new ImportInputError(`${this.where(line)}: no "users" list: expected ${EXPECTED_SHAPE}`)
  }
}

/** `Unexpected "x" at chunk position…` / `Unexpected COMMA (",") in state…` → `unexpected "x"`. */
function describeSyntaxError(error: Error): string {
  const character = /^Unexpected "([\s\S])" at /.exec(error.message)
  if (character) return `not valid JSON: unexpected ${JSON.stringify(character[1])}`
  const token = /^Unexpected [A-Z_]+ \((.*)\) in state/.exec(error.message)
  if (token) return `not valid JSON: unexpected ${token[1]}`
  if (/ended in (the )?mid/i.test(error.message))
    return 'the file ends before its JSON is complete (cut off?)'
  return `not valid JSON: ${error.message}`
}

/** The file's bytes chunk by chunk; a file that cannot be read is the operator's to fix. */
async function* openFile(file: string, label: string): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of fs.createReadStream(file)) yield chunk as Buffer
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code
    if (!code) throw error
    throw new ImportInputError(`${label}: cannot read the users file (${code})`)
  }
}

/**
 * The users of a Firebase Authentication export, one at a time, read as a stream: memory stays
 * flat whatever the size of the file. A file that is not such an export stops the reading with
 * an ImportInputError naming the line.
 */
export async function* readFirebaseExport(file: string, label = file): AsyncGenerator<TExportRecord> {
  const lines = new LineCounter()
  let line = 1
  const where = (at: number) => `${label} line ${at}`
  const shape = new ExportShape(where)
  const tokenizer = new Tokenizer()
  const parser = new TokenParser({ paths: ['$.users.*'], keepStack: false })
  const ready: TExportRecord[] = []
  tokenizer.onToken = (info) => {
    line = lines.lineAt(info.offset)
    shape.check(info.token, info.value, line)
    parser.write(info)
  }
  parser.onValue = ({ value, key }) => {
    ready.push({ index: Number(key), line: shape.userLine, value })
  }

  const failAt = (error: unknown, at: number): never => {
    if (error instanceof ImportInputError) throw error
    if (error instanceof Error) throw new ImportInputError(`${where(at)}: ${describeSyntaxError(error)}`)
    throw error
  }
  for await (const chunk of openFile(file, label)) {
    lines.startChunk(chunk)
    try {
      tokenizer.write(chunk)
    } catch (error) {
      const position =
        error instanceof Error ? /absolute position "(\d+)"/.exec(error.message)?.[1] : undefined
      failAt(error, position === undefined ? line : lines.lineAt(Number(position)))
    }
    yield* ready.splice(0)
  }
  try {
    tokenizer.end()
  } catch (error) {
    failAt(error, line)
  }
  shape.finish(line)
}
