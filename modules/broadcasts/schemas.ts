import { z } from 'zod'
import { locales, type TLocale } from '@/i18n/locales'

export const ZBroadcastId = z.uuid()

export const ZBroadcastContent = z.object({
  subject: z.string().trim().min(1).max(200),
  bodyMarkdown: z.string().trim().min(1).max(50_000),
})
export type TBroadcastContent = z.infer<typeof ZBroadcastContent> & { locale: TLocale }

/**
 * The compose form: `id` (empty for a new broadcast) and `subject.<locale>` + `body.<locale>`
 * for any of the nine locales. A locale with both empty is not written in; one with only one of
 * the two is an error on that locale.
 */
export function parseBroadcastForm(
  form: FormData,
):
  | { ok: true; id: string | undefined; contents: TBroadcastContent[] }
  | { ok: false; fields: Record<string, string[]> } {
  const fields: Record<string, string[]> = {}
  const rawId = String(form.get('id') ?? '')
  const id = rawId === '' ? undefined : ZBroadcastId.safeParse(rawId)
  if (id && !id.success) fields.id = ['invalid id']
  const contents: TBroadcastContent[] = []
  for (const locale of locales) {
    const subject = String(form.get(`subject.${locale}`) ?? '').trim()
    const bodyMarkdown = String(form.get(`body.${locale}`) ?? '').trim()
    if (subject === '' && bodyMarkdown === '') continue
    const parsed = ZBroadcastContent.safeParse({ subject, bodyMarkdown })
    if (parsed.success) contents.push({ locale, ...parsed.data })
    else fields[locale] = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  }
  if (Object.keys(fields).length > 0) return { ok: false, fields }
  return { ok: true, id: id?.success ? id.data : undefined, contents }
}

export const ZStartBroadcastInput = z.object({
  id: ZBroadcastId,
  locales: z.array(z.enum(locales)).min(1),
})

export const ZTestSendInput = z.object({ id: ZBroadcastId, locale: z.enum(locales) })

export const ZBroadcastControlInput = z.object({ id: ZBroadcastId })
