import { z } from 'zod'

export const ZErrorPageQuery = z.object({
  // A repeated ?message= keeps the first; very long values are cut, not rejected.
  message: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) => (Array.isArray(value) ? value[0] : value)?.slice(0, 500)),
})
export type TErrorPageQuery = z.infer<typeof ZErrorPageQuery>
