import { z } from 'zod'
import { locales, type TLocale } from '@/i18n/locales'

export const ZBroadcastId = z.uuid()

export const ZBroadcastContent = z.object({
  subject: z.string().trim().min(1).max(200),
  bodyMarkdown: z.string().trim().min(1).max(50_000),
})
export type TBroadcastContent = z.infer<typeof ZBroadcastContent> & { locale: TLocale }

/** One locale of the compose form: both empty (not written in that locale) or both filled in. */
const ZLocaleDraft = z
  .object({ subject: z.string().trim().max(200), bodyMarkdown: z.string().trim().max(50_000) })
  .refine((draft) => (draft.subject === '') === (draft.bodyMarkdown === ''), 'subject and body go together')

const draftShape = Object.fromEntries(locales.map((code) => [code, ZLocaleDraft])) as Record<
  TLocale,
  typeof ZLocaleDraft
>

/**
 * The compose form: `id` (empty for a new broadcast), the page's `locale` (for the redirect), and
 * `subject.<locale>` + `body.<locale>` for any of the nine locales, as `readBroadcastForm` gives
 * them. A locale with both empty is not written in; one with only one of the two is an error on
 * that locale (its field error is keyed by the locale).
 */
export const ZBroadcastForm = z
  .object({
    id: z
      .literal('')
      .transform(() => undefined)
      .or(ZBroadcastId),
    locale: z.string(),
    ...draftShape,
  })
  .transform((form) => ({
    id: form.id,
    locale: form.locale,
    contents: locales
      .filter((code) => form[code].subject !== '')
      .map((code): TBroadcastContent => ({ locale: code, ...form[code] })),
  }))

/** The compose form's fields, for `ZBroadcastForm`. */
export function readBroadcastForm(form: FormData) {
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    id: text('id'),
    locale: text('locale'),
    ...Object.fromEntries(
      locales.map((code) => [code, { subject: text(`subject.${code}`), bodyMarkdown: text(`body.${code}`) }]),
    ),
  }
}

export const ZStartBroadcastInput = z.object({
  id: ZBroadcastId,
  locales: z.array(z.enum(locales)).min(1),
})

export const ZTestSendInput = z.object({ id: ZBroadcastId, locale: z.enum(locales) })

export const ZBroadcastControlInput = z.object({ id: ZBroadcastId })
