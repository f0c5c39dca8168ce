// Client-safe: schemas that the browser shares with a form action read their fields with it.

/**
 * The named text fields of a form; a missing field or a file is `undefined`, so the schema
 * answers it with its own message instead of a crash.
 */
export function readFields<const TName extends string>(
  form: FormData,
  names: readonly TName[],
): Record<TName, string | undefined> {
  const fields = {} as Record<TName, string | undefined>
  for (const name of names) {
    const value = form.get(name)
    fields[name] = typeof value === 'string' ? value : undefined
  }
  return fields
}
