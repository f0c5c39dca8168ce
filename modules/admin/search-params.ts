/** Next's searchParams → plain strings (the first value of a repeated key), for zod. */
export function firstValues(params: Record<string, string | string[] | undefined>): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [key, value] of Object.entries(params)) {
    const first = Array.isArray(value) ? value[0] : value
    if (first !== undefined) values[key] = first
  }
  return values
}

/** The query string of a list page with some values replaced (empty values are left out). */
export function withQuery(
  current: Record<string, string>,
  changes: Record<string, string | number | undefined>,
) {
  const merged: Record<string, string> = { ...current }
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === '') delete merged[key]
    else merged[key] = String(value)
  }
  return merged
}
