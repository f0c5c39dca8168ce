/**
 * A problem with what the operator gave the import (the users file, the hash config, an option),
 * said so they can fix it: where (file and line, or the field) and what. Nothing has been written
 * when it is thrown.
 */
export class ImportInputError extends Error {
  override name = 'ImportInputError'
}

/** `users.json line 12 (users[3], uid "abc")` */
export function describeRecord(file: string, line: number, index?: number, uid?: string): string {
  const which = index === undefined ? '' : ` (users[${index}]${uid ? `, uid "${uid}"` : ''})`
  return `${file} line ${line}${which}`
}
