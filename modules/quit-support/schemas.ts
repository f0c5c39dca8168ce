import { z } from 'zod'
import { locales } from '@/i18n/locales'

/** Text in some of the site's languages (a service is shown in the languages of its country). */
const ZLocalized = z.partialRecord(z.enum(locales), z.string().trim().min(1))

/** One national quit support service (decision 065), as the operator's file describes it. */
export const ZQuitSupportService = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  /** ISO 3166-1 alpha-2; the page names the country in the visitor's language. */
  country: z.string().regex(/^[A-Z]{2}$/),
  name: ZLocalized,
  /** As people read and dial it in that country. */
  phone: z.string().min(2),
  /** What the `tel:` link dials: digits, optionally with a leading +. */
  tel: z.string().regex(/^\+?[0-9]{3,15}$/),
  url: z.url({ protocol: /^https$/ }),
  hours: ZLocalized.optional(),
  note: ZLocalized.optional(),
  /** Where the details come from, and the day they were last checked. */
  source: z.url({ protocol: /^https?$/ }),
  checked: z.iso.date(),
})
export type TQuitSupportService = z.output<typeof ZQuitSupportService>

export const ZQuitSupportFile = z
  .object({
    about: z.string().optional(),
    locales: z.partialRecord(z.enum(locales), z.array(z.string())),
    services: z.array(ZQuitSupportService),
  })
  .superRefine((file, context) => {
    const ids = new Set(file.services.map((service) => service.id))
    for (const [locale, list] of Object.entries(file.locales)) {
      for (const id of list ?? []) {
        const service = file.services.find((candidate) => candidate.id === id)
        if (!ids.has(id) || !service) {
          context.addIssue({ code: 'custom', path: ['locales', locale], message: `unknown service "${id}"` })
        } else if (!service.name[locale as keyof typeof service.name]) {
          context.addIssue({
            code: 'custom',
            path: ['services', id, 'name'],
            message: `no name in "${locale}"`,
          })
        }
      }
    }
  })
export type TQuitSupportFile = z.output<typeof ZQuitSupportFile>
