import { z } from 'zod'

export const MAX_CODES_PER_CAMPAIGN = 100_000

/** A calendar day from `<input type="date">` (UTC), or empty. */
const ZOptionalDay = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(z.iso.date().optional())

export const ZCampaignId = z.uuid()

/**
 * /admin/code-campaigns → new campaign. Valid from the start of `validFrom` until the end of
 * `validUntil`, both UTC days; either may be empty (no limit).
 */
export const ZCreateCampaignInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    benefit: z
      .string()
      .trim()
      .min(1)
      .max(64)
      .regex(/^[a-z0-9][a-z0-9._-]*$/, 'lower-case letters, digits, dot, dash, underscore'),
    codeCount: z.coerce.number().int().min(1).max(MAX_CODES_PER_CAMPAIGN),
    maxRedemptionsPerCode: z.coerce.number().int().min(1).max(1_000_000),
    validFrom: ZOptionalDay,
    validUntil: ZOptionalDay,
  })
  .refine((input) => !input.validFrom || !input.validUntil || input.validFrom <= input.validUntil, {
    path: ['validUntil'],
    message: 'must not be before validFrom',
  })
export type TCreateCampaignInput = z.infer<typeof ZCreateCampaignInput>

export const ZSetCampaignEnabledInput = z.object({
  campaignId: ZCampaignId,
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
})

export const ZSetCodeEnabledInput = z.object({
  codeId: z.uuid(),
  enabled: z.enum(['true', 'false']).transform((value) => value === 'true'),
})

/** Body of POST /api/codes/redeem. */
export const ZRedeemRequest = z.object({
  code: z.string().max(64),
  locale: z.string().max(10).optional(),
})

/** Query of /admin/codes/{id}. */
export const ZCodeListQuery = z.object({
  q: z.string().max(40).catch(''),
  status: z.enum(['all', 'unused', 'redeemed', 'used-up', 'disabled']).catch('all'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
})
export type TCodeListQuery = z.infer<typeof ZCodeListQuery>
