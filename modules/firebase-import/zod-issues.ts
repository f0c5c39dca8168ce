import type { z } from 'zod'

/** Zod's issues as short phrases that name the field: `unknown field "x"`, `field "email": missing`. */
export function describeIssues(
  error: z.ZodError,
  nameField: (path: string) => string = (path) => `field "${path}"`,
): string {
  return error.issues
    .map((issue) => {
      if (issue.code === 'unrecognized_keys') {
        const where = issue.path.length > 0 ? ` in "${issue.path.join('.')}"` : ''
        return `unknown field ${issue.keys.map((key) => `"${key}"`).join(', ')}${where}`
      }
      const missing = issue.code === 'invalid_type' && /received undefined$/.test(issue.message)
      return `${nameField(issue.path.join('.') || '(the whole value)')}: ${missing ? 'missing' : issue.message}`
    })
    .join('; ')
}
