/** `text` as a literal PostgreSQL regular expression (for case-insensitive replacing). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
