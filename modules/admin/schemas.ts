import { z } from 'zod'
import { locales } from '@/i18n/locales'
import { auditActions } from '@/modules/audit/public'

/** Query of /admin/user-roles: search text, filter, page (all from the URL). */
export const ZUserSearch = z.object({
  q: z.string().max(200).catch(''),
  role: z.enum(['all', 'admin', 'banned']).catch('all'),
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce.number().int().min(10).max(100).catch(25),
})
export type TUserSearch = z.infer<typeof ZUserSearch>

/** Query of the dashboard's audit list. */
export const ZAuditFilter = z.object({
  action: z.enum(auditActions).optional().catch(undefined),
  actor: z.string().trim().min(1).max(254).optional().catch(undefined),
  target: z.string().trim().min(1).max(254).optional().catch(undefined),
  before: z.coerce.date().optional().catch(undefined),
  limit: z.coerce.number().int().min(1).max(200).catch(20),
})
export type TAuditFilter = z.infer<typeof ZAuditFilter>

const ZUserId = z.string().trim().min(1).max(100)

export const ZSetAdminInput = z.object({
  userId: ZUserId,
  admin: z.enum(['true', 'false']).transform((value) => value === 'true'),
})
export type TSetAdminInput = z.infer<typeof ZSetAdminInput>

export const ZBanInput = z.object({
  userId: ZUserId,
  reason: z.string().trim().min(1).max(500),
})
export type TBanInput = z.infer<typeof ZBanInput>

export const ZUnbanInput = z.object({ userId: ZUserId })

export const ZRemoveSecondFactorInput = z.object({ userId: ZUserId })

/** /admin/add-auth: a sign-in for a person, who then sets their password by mail. */
export const ZAddSignInInput = z.object({
  email: z.string().trim().toLowerCase().pipe(z.email()).pipe(z.string().max(254)),
  name: z.string().trim().min(1).max(120),
  role: z.enum(['user', 'admin']),
  locale: z.enum(locales),
})
export type TAddSignInInput = z.infer<typeof ZAddSignInInput>
