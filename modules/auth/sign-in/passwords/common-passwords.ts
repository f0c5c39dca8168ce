import 'server-only'
import fs from 'node:fs'
import path from 'node:path'

let list: Set<string> | undefined

function loadList(): Set<string> {
  const file = path.join(process.cwd(), 'modules/auth/sign-in/passwords/password-list/common-passwords.txt')
  const lines = fs.readFileSync(file, 'utf8').split('\n')
  return new Set(lines.filter(Boolean).map((line) => line.toLowerCase()))
}

/** True when the password is one of the 10 000 most common ones, ignoring case. */
export function isCommonPassword(password: string): boolean {
  list ??= loadList()
  return list.has(password.toLowerCase())
}
