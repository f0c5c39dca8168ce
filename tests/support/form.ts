/**
 * A submitted form as a server action receives it. A list value appends the field once per item
 * (checkboxes with one name).
 */
export function form(fields: Record<string, string | Blob | readonly (string | Blob)[]>): FormData {
  const data = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item)
  }
  return data
}

/** The same, posted by a progressively enhanced form (React adds the action's id field). */
export function enhancedForm(fields: Record<string, string | Blob | readonly (string | Blob)[]>): FormData {
  const data = form(fields)
  data.append('$ACTION_ID_abc', '')
  return data
}
